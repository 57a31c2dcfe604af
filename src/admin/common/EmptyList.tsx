import Typography from '@mui/material/Typography';

/** What a list table shows without rows (react-admin's default names the resource path). */
export function EmptyList({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ p: 2 }} data-testid="empty-list">
      {text}
    </Typography>
  );
}
