import { Navigate } from 'react-router-dom';
import { DASHBOARD_PATH } from '../guards/RouteGuard';

/** /admin itself: the dashboard lives at /admin/dashboard (spec 01 §2.6). */
export function DashboardRedirect() {
  return <Navigate to={DASHBOARD_PATH} replace />;
}
