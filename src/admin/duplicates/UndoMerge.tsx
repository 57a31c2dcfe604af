/** "Undo merge" on a merged pair: confirmed in a dialog; the merged record comes back and the pair opens again. */
import { useState } from 'react';
import Button from '@mui/material/Button';
import UndoIcon from '@mui/icons-material/Undo';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { DuplicatePair } from '../../domain/duplicatePairs';
import { duplicatesApi } from '../../providers/duplicatesApi';

export function UndoMerge({ pair }: { pair: DuplicatePair }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const mergedSide = [pair.recordA, pair.recordB].find((side) => side !== null && side.id !== pair.keptId);
  const undo = async () => {
    setBusy(true);
    try {
      await duplicatesApi.unmerge(pair.id);
      notify(translate('duplicates.unmerged'), { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : translate('duplicates.undoFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<UndoIcon />} onClick={() => setOpen(true)} disabled={busy} data-testid="undo-merge">
        {translate('duplicates.undo')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('duplicates.undoTitle')}
        content={translate('duplicates.undoText', { id: mergedSide?.id ?? '' })}
        confirm={translate('duplicates.undoConfirm')}
        cancel={translate('duplicates.cancel')}
        onConfirm={() => void undo()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
