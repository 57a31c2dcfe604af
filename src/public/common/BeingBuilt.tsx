import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

interface BeingBuiltProps {
  title: string;
  /** One optional sentence about what the page will hold. */
  description?: string;
  /** Where the "back" link goes; home by default. */
  backTo?: string;
  backLabel?: string;
}

/** The honest state of a page whose content another piece of work fills in. */
export function BeingBuilt({ title, description, backTo = '/', backLabel = 'Back to home' }: BeingBuiltProps) {
  return (
    <Paper variant="outlined" data-testid="being-built" sx={{ p: { xs: 3, md: 5 }, my: 4, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {description}
        </Typography>
      )}
      <Typography color="text.secondary">This page is being built.</Typography>
      <Box sx={{ mt: 3 }}>
        <Button component={RouterLink} to={backTo} variant="contained">
          {backLabel}
        </Button>
      </Box>
    </Paper>
  );
}
