import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../providers/useSession';
import { PageSpinner } from '../../ui/PageSpinner';
import { AccountSuspended } from './AccountSuspended';

/**
 * The admin shell's first gate (spec 01 §2.6): a spinner while the user loads, the Account
 * Suspended page for an inactive user, /login (the public page, outside /admin) without a user.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  if (user && user.isActive === false) return <AccountSuspended />;
  if (status === 'loading') return <PageSpinner fullScreen label="Loading your session" />;
  if (!user) return <Navigate to="/login" replace />;
  return <>{children}</>;
}
