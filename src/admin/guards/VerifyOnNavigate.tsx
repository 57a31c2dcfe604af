import { useEffect } from 'react';
import { useCheckAuth } from 'react-admin';
import { useLocation } from 'react-router-dom';

/**
 * Asks the server about the session at every page change (authProvider.checkAuth → GET /me), so a
 * suspension, a revoked session or a role change shows at the user's next step, not only after
 * a reload. A rejection signs out and goes to /login through react-admin.
 */
export function VerifyOnNavigate() {
  const checkAuth = useCheckAuth();
  const { pathname } = useLocation();
  useEffect(() => {
    checkAuth({}, true, '/login').catch(() => undefined);
  }, [checkAuth, pathname]);
  return null;
}
