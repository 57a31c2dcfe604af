import { useQuery } from '@tanstack/react-query';
import { accountsApi, type Role } from '../../providers/accountsApi';
import { ROLES_KEY } from '../common/queryKeys';

/** GET /admin/user-management/roles, shared by the roles screen and the role selects. */
export function useRoles() {
  return useQuery<Role[]>({ queryKey: ROLES_KEY, queryFn: () => accountsApi.listRoles() });
}
