import TextField from '@mui/material/TextField';
import { useTranslate } from '../../i18n/useTranslate';
import type { TextFieldBinding } from './textFieldProps';

/** The e-mail box of the sign-in and forgot-password forms: required, focused, no asterisk. */
export function EmailField(field: TextFieldBinding) {
  const t = useTranslate();
  return (
    <TextField
      {...field}
      label={t('auth.email')}
      type="email"
      autoComplete="username"
      required
      fullWidth
      autoFocus
      slotProps={{ inputLabel: { required: false } }}
    />
  );
}
