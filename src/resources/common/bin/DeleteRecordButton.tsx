/**
 * Delete on a record's show and edit screens, for users with the type's manage
 * permission: the dialog asks for the reason, then the record goes to its type's bin and the user
 * returns to the list with a toast.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { recordPath, RECORD_TYPES, type RecordType } from '../../../domain/records';
import type { DeleteMeta } from '../../../providers/recordBinApi';
import { useToast } from '../form/useToast';
import { DeleteDialog } from './DeleteDialog';
import { useBinName, useMayManage } from './useBin';

interface DeleteRecordButtonProps {
  type: RecordType;
  /** The record as loaded (its name fields name it in the dialog and the toast). */
  record: RaRecord | undefined;
}

export function DeleteRecordButton({ type, record }: DeleteRecordButtonProps) {
  const translate = useTranslate();
  const mayManage = useMayManage(type);
  const nameOf = useBinName(type);
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const { resource } = RECORD_TYPES[type];
  const remove = useMutation({
    mutationFn: (reason: string) => dataProvider.delete(resource, { id: record?.id ?? '', previousData: record, meta: { reason } satisfies DeleteMeta }),
    onSuccess: () => {
      toast.success(translate('bin.deleted', { name: record ? nameOf(record) : '' }));
      navigate(recordPath(type, 'list'));
      // After leaving the page: the lists refresh, the deleted record's own page is not read again.
      void queryClient.invalidateQueries({ queryKey: [resource] });
    },
    onError: (error: unknown) => toast.error(error instanceof Error && error.message ? error.message : translate('bin.deleteFailed')),
  });
  if (!mayManage || !record) return null;
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} data-testid="delete-record" sx={{ flexShrink: 0 }}>
        {translate('bin.delete')}
      </Button>
      <DeleteDialog
        open={open}
        name={nameOf(record)}
        deleting={remove.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={(reason) => remove.mutate(reason)}
      />
    </>
  );
}
