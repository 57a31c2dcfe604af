import { useSyncExternalStore } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useTranslate } from '../i18n/useTranslate';
import { dismiss, toastStore, type ToastType } from './toast';

const SEVERITY: Record<ToastType, AlertColor> = {
  blank: 'info',
  custom: 'info',
  loading: 'info',
  success: 'success',
  error: 'error',
};

/** Renders the public toasts (see ./toast.ts) as a stack at the top of the page. */
export function Toaster() {
  const t = useTranslate();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <Snackbar open={toasts.length > 0} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Stack spacing={1} data-testid="toaster">
        {toasts.map((item) => (
          <Alert
            key={item.id}
            data-testid="toast"
            data-type={item.type}
            severity={SEVERITY[item.type]}
            variant="filled"
            role={item.type === 'error' ? 'alert' : 'status'}
            icon={item.type === 'loading' ? <CircularProgress size={18} color="inherit" /> : undefined}
            onClose={() => dismiss(item.id)}
            closeText={t('ui.close')}
            sx={{ minWidth: 280, boxShadow: 3 }}
          >
            {item.message}
          </Alert>
        ))}
      </Stack>
    </Snackbar>
  );
}
