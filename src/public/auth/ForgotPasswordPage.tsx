import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { publicAccountsApi, serverMessage } from '../../providers/publicAccountsApi';
import { toast } from '../common/toast';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { ACCOUNT_MESSAGES as M } from './messages';
import { rememberResetEmail } from './resetEmail';

/** /forgot-password (spec 01 §2.3): asks for a 6-digit reset code by e-mail. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    setBusy(true);
    try {
      const answer = await publicAccountsApi.forgotPassword(address);
      toast.success(answer.message || M.resetCodeSent);
      rememberResetEmail(address);
      navigate('/reset-password');
    } catch (error) {
      toast.error(serverMessage(error) ?? M.resetCodeFailed);
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Forgot Password" subtitle="Enter your e-mail and we will send you a 6-digit reset code.">
      <Box component="form" onSubmit={onSubmit} aria-label="Forgot password form">
        <Stack spacing={2.5}>
          <EmailField value={email} onChange={setEmail} />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Sending...' : 'Send Reset Code'}
          </Button>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Link component={RouterLink} to="/admin/login">
              Back to Login
            </Link>
            <Link component={RouterLink} to="/support">
              Need Help?
            </Link>
          </Box>
        </Stack>
      </Box>
    </AuthCard>
  );
}
