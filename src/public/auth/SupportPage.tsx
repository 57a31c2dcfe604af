import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { StandaloneFrame } from '../common/StandaloneFrame';

/** /support: where the "Need Help?" links lead (DESIGN §8). No invented phone numbers or addresses. */
export default function SupportPage() {
  return (
    <StandaloneFrame>
      <Typography variant="h2" component="h1" gutterBottom>
        Support
      </Typography>
      <Typography sx={{ mb: 2 }}>
        For help with your account, signing in, resetting your password or the mobile app, contact your
        programme&apos;s ICT unit. They manage accounts, invitations and devices for the programme.
      </Typography>
      <Typography component="h2" variant="h6" gutterBottom>
        Before you contact them
      </Typography>
      <List dense sx={{ listStyle: 'disc', pl: 3, mb: 2 }}>
        <ListItem sx={{ display: 'list-item', px: 0 }}>
          Forgotten password: request a 6-digit reset code on the Forgot Password page.
        </ListItem>
        <ListItem sx={{ display: 'list-item', px: 0 }}>
          Invitation link not working: ask the ICT unit to send a new invitation.
        </ListItem>
        <ListItem sx={{ display: 'list-item', px: 0 }}>
          Account suspended: only an administrator can restore it.
        </ListItem>
      </List>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Link component={RouterLink} to="/login">
          Back to Login
        </Link>
        <Link component={RouterLink} to="/forgot-password">
          Forgot password?
        </Link>
        <Link component={RouterLink} to="/">
          Home
        </Link>
      </Box>
    </StandaloneFrame>
  );
}
