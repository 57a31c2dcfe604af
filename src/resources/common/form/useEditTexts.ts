import { useTranslate, type RaRecord } from 'react-admin';
import { RECORD_TYPES, recordPath, type RecordType } from '../../../domain/records';
import { placeLine } from './placeNames';

/**
 * The <RecordEdit> props every edit screen of `type` shares: its resource, the back link to its
 * list ("Back to Learning Centers"), the "LGA, State" subtitle, and the loading, load-failure and
 * save texts of the catalogue's `resources.<resource>.messages` (spec 02 §2, §8).
 */
export function useEditTexts(type: RecordType) {
  const translate = useTranslate();
  const { resource, labelKey, updatedKey } = RECORD_TYPES[type];
  const message = (name: string) => translate(`resources.${resource}.messages.${name}`);
  return {
    resource,
    backTo: recordPath(type, 'list'),
    backLabel: translate('records.edit.backTo', { list: translate(labelKey) }),
    subtitle: (record: RaRecord | undefined) => placeLine(record?.state, record?.lga),
    loadingText: message('loading'),
    failedText: message('loadFailed'),
    messages: { saved: translate(updatedKey), failed: message('saveFailed') },
  };
}

/** The record's name, or `fallback` when it has none. */
export const nameOr = (name: unknown, fallback: string) => (typeof name === 'string' && name.trim() !== '' ? name : fallback);
