import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { isCollectorRole } from '../../domain/roles';
import { session } from '../../providers/session';
import { useSession } from '../../providers/useSession';
import { ACCOUNT_MESSAGES as M } from '../auth/messages';
import { StandaloneFrame } from '../common/StandaloneFrame';

/**
 * /collector: collectors work in the mobile app. After accepting an invitation (`?accepted=true`),
 * and for a signed-in collector, it shows the Account Activated texts (spec 01 §1, §2.5).
 */
export default function CollectorPage() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const activated = params.get('accepted') === 'true' || (user !== null && isCollectorRole(user.role || user.roleData?.name));
  return (
    <StandaloneFrame>
      <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }}>
        <PhoneAndroidIcon color="primary" sx={{ fontSize: 56 }} aria-hidden="true" />
        {activated ? (
          <Box data-testid="account-activated">
            <Typography variant="h2" component="h1" gutterBottom>
              Account Activated
            </Typography>
            <Typography sx={{ mb: 1 }}>{M.proceedToMobileApp}</Typography>
            <Typography color="text.secondary">{M.contactIctUnit}</Typography>
          </Box>
        ) : (
          <Box>
            <Typography variant="h2" component="h1" gutterBottom>
              Collector area
            </Typography>
            <Typography color="text.secondary">
              Field collectors sign in and gather records in the mobile app. {M.contactIctUnit}.
            </Typography>
          </Box>
        )}
        <Stack direction="row" spacing={2}>
          <Button component={RouterLink} to="/" variant="contained">
            Back to home
          </Button>
          {user && (
            <Button variant="outlined" onClick={() => void session.logout().finally(() => navigate('/login', { replace: true }))}>
              Sign out
            </Button>
          )}
        </Stack>
      </Stack>
    </StandaloneFrame>
  );
}
