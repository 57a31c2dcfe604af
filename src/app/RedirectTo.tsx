import { Navigate, useLocation } from 'react-router-dom';

/** Redirects to another path, keeping the query string (e.g. /admin/login?x → /login?x). */
export function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
