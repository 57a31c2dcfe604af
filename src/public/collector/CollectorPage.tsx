import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { StandaloneFrame } from '../common/StandaloneFrame';

/** /collector: the collector area; its content comes with a later issue. */
export default function CollectorPage() {
  const [params] = useSearchParams();
  return (
    <StandaloneFrame>
      <Typography variant="h2" component="h1" gutterBottom>
        Collector area
      </Typography>
      {params.get('accepted') === 'true' && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Please proceed to the mobile app to login. Kindly Contact ICT Unit for the mobile App.
        </Alert>
      )}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        This page is being built.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to home
      </Button>
    </StandaloneFrame>
  );
}
