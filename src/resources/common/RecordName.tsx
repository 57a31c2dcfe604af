import { useRecordContext, useTranslate } from 'react-admin';
import { recordNameOf } from '../../domain/recordBin';
import type { RecordType } from '../../domain/records';

/**
 * A record's name as titles and links show it (its resource's recordRepresentation): the words of
 * its type's name fields (src/domain/recordBin.ts, which the Deleted view's names read too), or
 * "Learner #8" in the chosen language when it has none.
 */
export function RecordName({ type }: { type: RecordType }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <>{recordNameOf(type, record) || translate(`records.untitled.${type}`, { id: record.id })}</>;
}

/** The words of a person's name that are set, joined. */
export const joinNames = (...parts: unknown[]) => parts.filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');

/** The recordRepresentation of a record type. */
export const recordName = (type: RecordType) => <RecordName type={type} />;
