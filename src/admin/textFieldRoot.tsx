import { forwardRef } from 'react';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import { styled } from '@mui/material/styles';

/** TextField's root as MUI draws it: the theme's MuiTextField root overrides and variants apply. */
const Root = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

type RootProps = FormControlProps & { InputProps?: unknown; inputProps?: unknown; ownerState?: unknown };

/**
 * react-admin 5.15's inputs (ResettableTextField, NumberInput) hand TextField MUI 5's `InputProps`
 * and `inputProps` beside the `slotProps.input`/`slotProps.htmlInput` that carry the same values;
 * MUI 9 no longer reads the old props and spreads them onto the root <div> (React's "does not
 * recognize the InputProps prop on a DOM element"). This root, the admin theme's TextField root
 * slot, drops them.
 */
export const TextFieldRoot = forwardRef<HTMLDivElement, RootProps>(function TextFieldRoot(
  { InputProps: _input, inputProps: _htmlInput, ownerState: _ownerState, ...props },
  ref,
) {
  return <Root ref={ref} {...props} />;
});
