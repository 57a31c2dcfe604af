import { hasPermission, PERMISSION_CONSTANTS } from '../../domain/permissions';
import { useSession } from '../../providers/useSession';

/** Writing programmes needs manage_reports; read_reports only reads them (docs/api-public.md). */
export function useCanManageProgrammes(): boolean {
  const { user } = useSession();
  return hasPermission(user, PERMISSION_CONSTANTS.MANAGE_REPORTS);
}
