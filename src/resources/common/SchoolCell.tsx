import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { RaRecord } from 'ra-core';
import { canOpenPath } from '../../domain/navigation';
import { useSession } from '../../providers/useSession';
import { DETAIL_ROUTES } from './recordPaths';

/** A learner's or staff member's learning centre, linking to the school page when allowed. */
export function SchoolCell({ record }: { record: RaRecord }) {
  const { user } = useSession();
  if (!record.schoolId) return <>{record.schoolName ?? ''}</>;
  const path = DETAIL_ROUTES.schools.path(record.schoolId);
  const name = record.schoolName || `#${record.schoolId}`;
  if (!canOpenPath(user, path)) return <>{name}</>;
  return (
    <Link component={RouterLink} to={path} onClick={(event) => event.stopPropagation()} underline="hover">
      {name}
    </Link>
  );
}
