import { useCallback } from 'react';
import { useLogout } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { session } from '../providers/session';

/**
 * Sign out: the authProvider's logout (react-admin also empties its store and query cache), the
 * session cleared whatever happened, then the public /login page.
 */
export function useSignOut(): () => Promise<void> {
  const logout = useLogout();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout({}, false);
    } catch (error) {
      console.warn('Sign out failed on the server; the session is ended locally.', error);
    } finally {
      if (session.status !== 'unauthenticated') await session.logout();
      navigate('/login', { replace: true });
    }
  }, [logout, navigate]);
}
