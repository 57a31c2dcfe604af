import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The public figures and reference pages, which never load the session: only the sign-in,
 * account, collector and admin pages do, and only they can ask it to go to /login.
 */
const SESSIONLESS_PAGE = /^\/(data-table|charts|maps|programmes(\/[^/]+)?|methodology|data-sources)?\/?$/;

/**
 * Lets the session and the HTTP client send the user to /login through the router (no full page
 * load). Renders nothing. The session module is imported at the first page that may use it, so the
 * figures pages do not load it; until then the session would navigate with a full page load.
 */
export function SessionNavigator() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(false);
  if (!wanted && !SESSIONLESS_PAGE.test(pathname)) setWanted(true);
  useEffect(() => {
    if (!wanted) return;
    let restore: (() => void) | undefined;
    let live = true;
    void import('../providers/session').then(({ session }) => {
      if (!live) return;
      session.setNavigate((path) => navigate(path, { replace: true }));
      restore = () => session.setNavigate((path) => globalThis.location?.assign(path));
    });
    return () => {
      live = false;
      restore?.();
    };
  }, [navigate, wanted]);
  return null;
}
