/** Restore on a row of the Deleted view, after a confirmation; a toast says how it went. */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import RestoreIcon from '@mui/icons-material/Restore';
import { Confirm, useDataProvider, useRecordContext, useTranslate, type DataProvider } from 'react-admin';
import { RECORD_TYPES, type RecordType } from '../../../domain/records';
import type { BinMethods, DeletedRecordRow } from '../../../providers/recordBinApi';
import { useToast } from '../form/useToast';
import { useBinName } from './useBin';

export function RestoreButton({ type }: { type: RecordType }) {
  const translate = useTranslate();
  const row = useRecordContext<DeletedRecordRow>();
  const dataProvider = useDataProvider<DataProvider & BinMethods>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const nameOf = useBinName(type);
  const [asking, setAsking] = useState(false);
  const { resource } = RECORD_TYPES[type];
  const name = row ? row.name || nameOf({ id: row.id }) : '';
  const restore = useMutation({
    mutationFn: (id: number) => dataProvider.restore(resource, id),
    onSuccess: () => {
      setAsking(false);
      toast.success(translate('bin.restored', { name }));
      // The Deleted view and the type's list read the same resource: both refresh.
      void queryClient.invalidateQueries({ queryKey: [resource] });
    },
    onError: (error: unknown) => {
      setAsking(false);
      toast.error(error instanceof Error && error.message ? error.message : translate('bin.restoreFailed'));
    },
  });
  if (!row) return null;
  return (
    <>
      <Button size="small" startIcon={<RestoreIcon />} onClick={() => setAsking(true)} disabled={restore.isPending} data-testid="restore-record">
        {translate('bin.restore')}
      </Button>
      {/* Confirm translates its keys itself. */}
      <Confirm
        isOpen={asking}
        loading={restore.isPending}
        title="bin.restoreTitle"
        content="bin.restoreText"
        translateOptions={{ name }}
        confirm="bin.restore"
        cancel="bin.cancel"
        onConfirm={() => restore.mutate(row.id)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
