import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { OnlineCollector } from '../../../domain/protocol';
import { DEFAULT_QUEUE_EXPIRY_SECONDS, QUEUE_EXPIRY_CHOICES } from '../../../domain/commands';
import { commandText } from '../labels';
import type { QueueOffer } from '../state/types';

interface QueueCommandDialogProps {
  offer: QueueOffer | null;
  /** The open tabs: the offered collector's name. */
  collectors: readonly OnlineCollector[];
  onQueue: (offer: QueueOffer, expiresInSeconds: number) => void;
  onClose: () => void;
}

/** A command for an offline collector: "Queue until the device is online", with its expiry. */
export function QueueCommandDialog({ offer, collectors, onQueue, onClose }: QueueCommandDialogProps) {
  const translate = useTranslate();
  const [expiresIn, setExpiresIn] = useState<number>(DEFAULT_QUEUE_EXPIRY_SECONDS);
  if (!offer) return null;
  const collector = collectors.find((tab) => tab.id === offer.id)?.fullName ?? translate('commandQueue.dialog.unnamedCollector', { id: offer.id });
  const commandName = commandText(offer.command, translate);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="cq-dialog-title">
      <DialogTitle id="cq-dialog-title">{translate('commandQueue.dialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('commandQueue.dialog.text', { command: commandName, collector })}</DialogContentText>
        <TextField
          select
          fullWidth
          label={translate('commandQueue.dialog.expiry')}
          value={expiresIn}
          onChange={(event) => setExpiresIn(Number(event.target.value))}
        >
          {QUEUE_EXPIRY_CHOICES.map((seconds) => (
            <MenuItem key={seconds} value={seconds}>
              {translate(`commandQueue.expiry.s${seconds}`)}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('adminCommon.cancel')}</Button>
        <Button variant="contained" onClick={() => onQueue(offer, expiresIn)}>
          {translate('commandQueue.dialog.queue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
