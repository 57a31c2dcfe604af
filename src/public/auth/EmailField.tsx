import TextField from '@mui/material/TextField';
import { useTranslate } from '../../i18n/useTranslate';

/** The e-mail box of the sign-in and forgot-password forms: required, focused, no asterisk. */
export function EmailField({ value, onChange }: { value: string; onChange: (email: string) => void }) {
  const t = useTranslate();
  return (
    <TextField
      label={t('auth.email')}
      name="email"
      type="email"
      autoComplete="username"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      fullWidth
      autoFocus
      slotProps={{ inputLabel: { required: false } }}
    />
  );
}
