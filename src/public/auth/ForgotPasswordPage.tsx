import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { publicAccountsApi, serverMessage } from '../../providers/publicAccountsApi';
import { toast } from '../../ui/toast';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { useTranslate } from '../../i18n/useTranslate';
import { rememberResetEmail } from './resetEmail';

/** /forgot-password (spec 01 §2.3): asks for a 6-digit reset code by e-mail. */
export default function ForgotPasswordPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    setBusy(true);
    try {
      const answer = await publicAccountsApi.forgotPassword(address);
      toast.success(answer.message || t('auth.resetCodeSent'));
      rememberResetEmail(address);
      navigate('/reset-password');
    } catch (error) {
      toast.error(serverMessage(error) ?? t('auth.resetCodeFailed'));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      <Box component="form" onSubmit={onSubmit} aria-label={t('auth.forgotForm')}>
        <Stack spacing={2.5}>
          <EmailField value={email} onChange={setEmail} />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? t('auth.sending') : t('auth.sendResetCode')}
          </Button>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Link component={RouterLink} to="/admin/login">
              {t('auth.backToLogin')}
            </Link>
            <Link component={RouterLink} to="/support">
              {t('auth.needHelp')}
            </Link>
          </Box>
        </Stack>
      </Box>
    </AuthCard>
  );
}
