import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { StandaloneFrame } from '../common/StandaloneFrame';

/** /accept-invitation: the form comes with the account-flows issue. */
export default function AcceptInvitationPage() {
  return (
    <StandaloneFrame>
      <Typography variant="h2" component="h1" gutterBottom>
        Accept Invitation
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        This page is being built.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to home
      </Button>
    </StandaloneFrame>
  );
}
