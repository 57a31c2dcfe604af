import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The spinner with its visible text while a record loads ("Loading school data..."). */
export function LoadingPanel({ text }: { text: string }) {
  return (
    <Stack role="status" data-testid="edit-loading" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', minHeight: 240 }}>
      <CircularProgress aria-hidden="true" />
      <Typography>{text}</Typography>
    </Stack>
  );
}

/** What shows when a record could not be loaded. */
export function LoadError({ text }: { text: string }) {
  return (
    <Alert severity="error" data-testid="edit-load-error">
      {text}
    </Alert>
  );
}
