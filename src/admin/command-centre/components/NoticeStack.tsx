import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { translateMessage } from '../messages';
import type { Notice } from '../state/types';

/** The page's alerts (DESIGN §8: MUI alerts instead of alert()), newest last. */
export function NoticeStack({ notices, onDismiss }: { notices: readonly Notice[]; onDismiss: (id: number) => void }) {
  const translate = useTranslate();
  if (notices.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="cc-notices">
      {notices.map((notice) => (
        <Alert key={notice.id} severity={notice.severity} onClose={() => onDismiss(notice.id)}>
          {translateMessage(translate, notice.message)}
        </Alert>
      ))}
    </Stack>
  );
}
