import { useTranslate, type RaRecord } from 'react-admin';
import { DetailLink } from './DetailLink';

/** A learner's or staff member's learning centre by its name (in words when it has none), linking to the school page when allowed. */
export function SchoolCell({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  if (!record.schoolId) return <>{record.schoolName ?? ''}</>;
  return (
    <DetailLink resource="schools" id={record.schoolId}>
      {record.schoolName || translate('records.untitled.schools', { id: record.schoolId })}
    </DetailLink>
  );
}
