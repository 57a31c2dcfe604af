import { SUPER_ADMIN } from '../../domain/permissions';
import type { SessionUser } from '../../domain/session';

/** The outbox is for the super_admin role only (docs/api-accounts.md). */
export function isSuperAdmin(user: Pick<SessionUser, 'role' | 'roleData'> | null | undefined): boolean {
  return user?.role === SUPER_ADMIN || user?.roleData?.name === SUPER_ADMIN;
}
