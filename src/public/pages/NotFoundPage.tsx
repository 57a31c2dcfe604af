import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';


export default function NotFoundPage() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, my: 4, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        There is no page at this address.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to home
      </Button>
    </Paper>
  );
}
