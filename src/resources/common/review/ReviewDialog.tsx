/** Asks for the comment of "Has issues" (the fields) or "Reject" (the reason); the comment is required. */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { REVIEW_COMMENT_MAX } from '../../../domain/recordQuality';

export type CommentDecision = 'has_issues' | 'rejected';

interface ReviewDialogProps {
  decision: CommentDecision | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (comment: string) => void;
}

const TEXTS = {
  has_issues: { title: 'review.dialog.hasIssuesTitle', label: 'review.dialog.hasIssuesLabel' },
  rejected: { title: 'review.dialog.rejectTitle', label: 'review.dialog.rejectLabel' },
} as const;

export function ReviewDialog({ decision, saving, onCancel, onConfirm }: ReviewDialogProps) {
  const translate = useTranslate();
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = comment.trim() === '';
  const texts = TEXTS[decision ?? 'has_issues'];
  const close = () => {
    setComment('');
    setTouched(false);
    onCancel();
  };
  return (
    <Dialog open={decision !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="review-dialog-title">
      <DialogTitle id="review-dialog-title">{translate(texts.title)}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={translate(texts.label)}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && empty}
          helperText={touched && empty ? translate('review.dialog.required') : undefined}
          slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX, 'data-testid': 'review-comment' } }}
          required
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('review.dialog.cancel')}</Button>
        <Button
          variant="contained"
          disabled={saving}
          onClick={() => {
            setTouched(true);
            if (!empty) onConfirm(comment.trim());
          }}
        >
          {translate('review.dialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
