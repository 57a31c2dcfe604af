import { useRecordContext, useTranslate } from 'react-admin';

/** How a programme names itself in react-admin (recordRepresentation): its title, or its number. */
export function ProgrammeTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <>{record.title || translate('programmeAdmin.programmeNumber', { id: record.id })}</>;
}
