import { hasPermission } from '../../domain/permissions';
import { useSession } from '../../providers/useSession';

/** Does the signed-in user hold `permission` (super_admin and `all` included, spec 01 §6)? */
export function usePermission(permission: string): boolean {
  const { user } = useSession();
  return hasPermission(user, permission);
}
