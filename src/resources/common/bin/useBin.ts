/**
 * The record bin for the back office: who may use it (the type's manage permission, as
 * the server checks) and a record's name as the bin's messages say it.
 */
import { useTranslate, type RaRecord } from 'react-admin';
import { hasAnyPermission } from '../../../domain/permissions';
import { recordNameOf } from '../../../domain/recordBin';
import { RECORD_PERMISSIONS } from '../../../domain/records/permissions';
import type { RecordType } from '../../../domain/records';
import { useSession } from '../../../providers/useSession';

/** Whether the signed-in user may delete records of `type`, see its Deleted view and restore them. */
export function useMayManage(type: RecordType): boolean {
  const { user } = useSession();
  return hasAnyPermission(user, RECORD_PERMISSIONS[type].manage);
}

/** A record's name from its name fields, or "Household #12" when it has none. */
export function useBinName(type: RecordType): (record: Pick<RaRecord, 'id'> & Record<string, unknown>) => string {
  const translate = useTranslate();
  return (record) => recordNameOf(type, record) || translate(`records.untitled.${type}`, { id: record.id });
}
