import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { RecordType } from '../../domain/records';

interface RecordNameProps {
  type: RecordType;
  name: (record: RaRecord) => string | undefined;
}

/**
 * A record's name as titles and links show it (its resource's recordRepresentation), or
 * "Learner #8" in the chosen language when it has none.
 */
export function RecordName({ type, name }: RecordNameProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <>{name(record)?.trim() || translate(`records.untitled.${type}`, { id: record.id })}</>;
}

/** The words of a person's name that are set, joined. */
export const joinNames = (...parts: unknown[]) => parts.filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');

/** The recordRepresentation of a record type whose name `name` reads. */
export const recordName = (type: RecordType, name: RecordNameProps['name']) => <RecordName type={type} name={name} />;
