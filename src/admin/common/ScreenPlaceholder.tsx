import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';

/** The shared panel of an admin screen that a later issue builds. */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <Paper variant="outlined" data-testid="screen-placeholder" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <ConstructionIcon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden="true" />
      <Typography variant="h2" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">This screen is being built.</Typography>
    </Paper>
  );
}
