/** "Merge" (choose the record kept, the older by default) and "Not a duplicate", each confirmed in a dialog. */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import { Confirm, useTranslate } from 'react-admin';
import { defaultSurvivor, type DuplicatePair, type DuplicateRecordSide } from '../../domain/duplicatePairs';
import { useResolvePair } from './useResolvePair';

function MergeDialog({ pair, sides, open, onClose }: { pair: DuplicatePair; sides: DuplicateRecordSide[]; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { resolve, busy } = useResolvePair(pair.id);
  const [keepId, setKeepId] = useState<number | null>(defaultSurvivor(pair));
  const confirm = async () => {
    if (await resolve({ action: 'merge', keepId: keepId ?? undefined })) onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`merge-title-${pair.id}`}>
      <DialogTitle id={`merge-title-${pair.id}`}>{translate('duplicates.mergeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('duplicates.mergeText')}</DialogContentText>
        <RadioGroup value={keepId == null ? '' : String(keepId)} onChange={(event) => setKeepId(Number(event.target.value))}>
          {sides.map((side) => (
            <FormControlLabel
              key={side.id}
              value={String(side.id)}
              control={<Radio />}
              label={translate('duplicates.keep', { id: side.id, name: side.name })}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('duplicates.cancel')}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy || keepId == null} data-testid="merge-confirm">
          {translate('duplicates.mergeConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ResolveActions({ pair }: { pair: DuplicatePair }) {
  const translate = useTranslate();
  const [merging, setMerging] = useState(false);
  const [distinguishing, setDistinguishing] = useState(false);
  const { resolve, busy } = useResolvePair(pair.id);
  const sides = [pair.recordA, pair.recordB].filter((side): side is DuplicateRecordSide => side !== null);
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" size="small" startIcon={<CallMergeIcon />} onClick={() => setMerging(true)} disabled={sides.length < 2}>
        {translate('duplicates.merge')}
      </Button>
      <Button variant="outlined" size="small" startIcon={<DoNotDisturbIcon />} onClick={() => setDistinguishing(true)} disabled={busy}>
        {translate('duplicates.distinct')}
      </Button>
      {merging ? <MergeDialog pair={pair} sides={sides} open={merging} onClose={() => setMerging(false)} /> : null}
      <Confirm
        isOpen={distinguishing}
        loading={busy}
        title={translate('duplicates.distinctTitle')}
        content={translate('duplicates.distinctText')}
        confirm={translate('duplicates.distinctConfirm')}
        cancel={translate('duplicates.cancel')}
        onConfirm={async () => {
          if (await resolve({ action: 'distinct' })) setDistinguishing(false);
        }}
        onClose={() => setDistinguishing(false)}
      />
    </Stack>
  );
}
