import type { RaRecord } from 'react-admin';
import { DetailLink } from './DetailLink';

/** A learner's or staff member's learning centre, linking to the school page when allowed. */
export function SchoolCell({ record }: { record: RaRecord }) {
  if (!record.schoolId) return <>{record.schoolName ?? ''}</>;
  return (
    <DetailLink resource="schools" id={record.schoolId}>
      {record.schoolName || `#${record.schoolId}`}
    </DetailLink>
  );
}
