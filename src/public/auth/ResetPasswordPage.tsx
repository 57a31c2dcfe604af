import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { RESET_CODE_LENGTH } from '../../domain/constants';
import { publicAccountsApi, serverMessage } from '../../providers/publicAccountsApi';
import { toast } from '../../ui/toast';
import { AuthCard } from './AuthCard';
import { useTranslate } from '../../i18n/useTranslate';
import { PasswordField } from './PasswordField';
import { forgetResetEmail, rememberedResetEmail } from './resetEmail';

/** /reset-password (spec 01 §2.4, §5): the e-mailed code and a new password. */
export default function ResetPasswordPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const [email] = useState(rememberedResetEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  if (!email) return <Navigate to="/forgot-password" replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirm) {
      toast.error(t('auth.passwordsDoNotMatch'));
      return;
    }
    setBusy(true);
    try {
      const answer = await publicAccountsApi.resetPassword({ email, code: code.trim(), newPassword: password });
      toast.success(answer.message || t('auth.passwordReset'));
      forgetResetEmail();
      navigate('/login', { replace: true });
    } catch (error) {
      toast.error(serverMessage(error) ?? t('auth.passwordResetFailed'));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle', { length: RESET_CODE_LENGTH, email })}>
      <Box component="form" onSubmit={onSubmit} aria-label={t('auth.resetForm')}>
        <Stack spacing={2.5}>
          <TextField
            label={t('auth.resetCode')}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, RESET_CODE_LENGTH))}
            required
            fullWidth
            autoFocus
            autoComplete="one-time-code"
            placeholder={'0'.repeat(RESET_CODE_LENGTH)}
            slotProps={{
              inputLabel: { required: false },
              htmlInput: { maxLength: RESET_CODE_LENGTH, pattern: `\\d{${RESET_CODE_LENGTH}}`, inputMode: 'numeric', title: t('auth.digits', { length: RESET_CODE_LENGTH }) },
            }}
          />
          <PasswordField
            label={t('auth.newPassword')}
            name="newPassword"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            hideRequiredMark
            fullWidth
          />
          <PasswordField
            label={t('auth.confirmPassword')}
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            required
            hideRequiredMark
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? t('auth.resetting') : t('auth.resetButton')}
          </Button>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Link component={RouterLink} to="/admin/forgot-password">
              {t('auth.backToForgot')}
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
