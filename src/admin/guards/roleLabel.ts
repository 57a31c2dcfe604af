import type { SessionUser } from '../../domain/session';

/** The role name to show: the display name, else the role's name, else the role on the user, else `unknown`. */
export function roleLabel(user: Pick<SessionUser, 'role' | 'roleData'> | null | undefined, unknown: string): string {
  const data = user?.roleData;
  return data?.displayName?.trim() || data?.name?.trim() || user?.role?.trim() || unknown;
}
