import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslate } from '../../i18n/useTranslate';
import { useSession } from '../../providers/useSession';
import { PageSpinner } from '../../ui/PageSpinner';
import { AccountSuspended } from './AccountSuspended';

/**
 * The admin shell's first gate (spec 01 §2.6): a spinner while the user loads, the Account
 * Suspended page for an inactive user, /login (the public page, outside /admin) without a user.
 * It wraps react-admin, so it translates with the i18n store.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { status, user } = useSession();
  if (user && user.isActive === false) return <AccountSuspended />;
  if (status === 'loading') return <PageSpinner fullScreen label={translate('guards.loadingSession')} />;
  if (!user) return <Navigate to="/login" replace />;
  return <>{children}</>;
}
