import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { MIN_INVITATION_PASSWORD_LENGTH } from '../../domain/constants';
import { isCollectorRole } from '../../domain/roles';
import { publicAccountsApi, PublicApiError, serverMessage } from '../../providers/publicAccountsApi';
import { StandaloneFrame } from '../common/StandaloneFrame';
import { toast } from '../common/toast';
import { ACCOUNT_MESSAGES as M } from './messages';
import { PasswordField } from './PasswordField';

interface FieldErrors {
  password?: string;
  confirm?: string;
}

function validate(password: string, confirm: string): FieldErrors {
  if (password.length < MIN_INVITATION_PASSWORD_LENGTH) return { password: M.passwordTooShort };
  if (password !== confirm) return { confirm: M.passwordsDoNotMatch };
  return {};
}

/** /accept-invitation?token=&email= (spec 01 §2.2, §5, §8): the invited user sets a password. */
export default function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  const linkValid = token !== '' && email !== '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!linkValid) return;
    const found = validate(password, confirm);
    setErrors(found);
    if (found.password || found.confirm) return;
    setSubmitting(true);
    try {
      const answer = await publicAccountsApi.acceptInvitation({ token, email, password });
      toast.success(answer.message || M.invitationAccepted);
      navigate(isCollectorRole(answer.data?.role) ? '/collector?accepted=true' : '/login?accepted=true', { replace: true });
    } catch (error) {
      if (error instanceof PublicApiError && error.errors.password) setErrors({ password: error.errors.password });
      toast.error(serverMessage(error) ?? M.invitationFailed);
      setSubmitting(false);
    }
  };

  return (
    <StandaloneFrame>
      <Typography variant="h2" component="h1" gutterBottom>
        Accept Invitation
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Set a password to activate your account.
      </Typography>
      <Box component="form" onSubmit={onSubmit} noValidate aria-label="Accept invitation form">
        <Stack spacing={2.5}>
          {!linkValid && (
            <Alert severity="error" data-testid="invitation-link-error">
              {M.invalidInvitationLink}
            </Alert>
          )}
          <TextField label="Email" name="email" value={email} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password ?? `At least ${MIN_INVITATION_PASSWORD_LENGTH} characters.`}
            fullWidth
          />
          <PasswordField
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={Boolean(errors.confirm)}
            helperText={errors.confirm}
            fullWidth
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!linkValid || submitting}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-label="Setting password" /> : undefined}
          >
            Set Password
          </Button>
          <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center' }}>
            Return to login
          </Link>
        </Stack>
      </Box>
    </StandaloneFrame>
  );
}
