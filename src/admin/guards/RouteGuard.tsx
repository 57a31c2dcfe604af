import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { canOpenPath } from '../../domain/navigation';
import { useSession } from '../../providers/useSession';
import { PageSpinner } from '../../ui/PageSpinner';
import { AccessDenied } from './AccessDenied';
import { AccountSuspended } from './AccountSuspended';
import { roleLabel } from './roleLabel';

export const DASHBOARD_PATH = '/admin/dashboard';

function isDashboard(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === DASHBOARD_PATH;
}

/**
 * The route guard of spec 01 §2.7, for whatever admin route renders inside it: spinner while the
 * session loads, /login without a user, then `canOpenPath`. Without access the user goes to the
 * dashboard; on the dashboard itself they see Access Denied with their role.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { status, user } = useSession();
  const { pathname } = useLocation();
  if (status === 'loading') return <PageSpinner label={translate('guards.checkingAccess')} />;
  if (!user) return <Navigate to="/login" replace />;
  if (user.isActive === false) return <AccountSuspended />;
  if (canOpenPath(user, pathname)) return <>{children}</>;
  if (isDashboard(pathname)) return <AccessDenied roleName={roleLabel(user, translate('guards.unknownRole'))} />;
  return <Navigate to={DASHBOARD_PATH} replace />;
}
