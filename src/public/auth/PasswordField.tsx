import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from '../../i18n/useTranslate';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'slotProps' | 'variant'> & {
  /** Keep the input required but leave the asterisk off the label. */
  hideRequiredMark?: boolean;
};

/** A password input with a show/hide toggle. */
export function PasswordField({ hideRequiredMark = false, ...props }: PasswordFieldProps) {
  const t = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        inputLabel: hideRequiredMark ? { required: false } : undefined,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
                onClick={() => setVisible((shown) => !shown)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
