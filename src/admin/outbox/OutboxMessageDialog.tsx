import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { OutboxMessage } from '../../providers/accountsApi';
import { formatDateTime } from '../common/format';
import { KIND_LABELS } from './labels';

/** One stored e-mail: who, what, when, and its text body. */
export function OutboxMessageDialog({ message, onClose }: { message: OutboxMessage; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="outbox-message-title">
      <DialogTitle id="outbox-message-title">{message.subject}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          To {message.to} · {KIND_LABELS[message.kind] ?? message.kind} · {formatDateTime(message.createdAt, '-')}
          {message.error ? ` · ${message.error}` : ''}
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
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
