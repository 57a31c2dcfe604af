import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { OutboxMessage } from '../../providers/accountsApi';
import { formatDateTime } from '../common/format';
import { kindLabelKey } from './labels';

/** One stored e-mail: who, what, when, and its text body. */
export function OutboxMessageDialog({ message, onClose }: { message: OutboxMessage; onClose: () => void }) {
  const translate = useTranslate();
  const kindKey = kindLabelKey(message.kind);
  const facts = [
    translate('outbox.toAddress', { to: message.to }),
    kindKey ? translate(kindKey) : message.kind,
    formatDateTime(message.createdAt, '-'),
    ...(message.error ? [message.error] : []),
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="outbox-message-title">
      <DialogTitle id="outbox-message-title">{message.subject}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {facts.join(' · ')}
        </Typography>
        <Box
          component="pre"
          data-testid="outbox-text"
          sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace', fontSize: 14, bgcolor: 'action.hover', p: 2, borderRadius: 1, m: 0 }}
        >
          {message.text}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('adminCommon.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
