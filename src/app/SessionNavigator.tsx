import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { session } from '../providers/session';

/**
 * Lets the session and the HTTP client send the user to /login through the router (no full page
 * load). Renders nothing.
 */
export function SessionNavigator() {
  const navigate = useNavigate();
  useEffect(() => {
    session.setNavigate((path) => navigate(path, { replace: true }));
    return () => session.setNavigate((path) => globalThis.location?.assign(path));
  }, [navigate]);
  return null;
}
