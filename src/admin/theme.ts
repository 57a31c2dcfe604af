import type { Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { themeOptions } from '../ui/theme';
import { TextFieldRoot } from './textFieldRoot';

/** react-admin's defaults (component overrides for its inputs and lists) in the site's colours. */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: themeOptions.palette,
  shape: themeOptions.shape,
  typography: themeOptions.typography,
  components: {
    ...defaultTheme.components,
    ...themeOptions.components,
    // react-admin's "No … yet" page is in the disabled grey, under 4.5:1 (axe "color-contrast").
    RaEmpty: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '& .RaEmpty-message': { color: theme.palette.text.secondary } }) } },
    MuiTextField: {
      ...defaultTheme.components?.MuiTextField,
      defaultProps: { ...defaultTheme.components?.MuiTextField?.defaultProps, slots: { root: TextFieldRoot } },
    },
  },
  sidebar: { width: 260, closedWidth: 56 },
};

/** The dark variant (Settings → Appearance): the same shapes and type, a dark green-grey palette. */
export const adminDarkTheme: RaThemeOptions = {
  ...adminTheme,
  palette: {
    mode: 'dark',
    // dark: deep enough for white text at 4.5:1 (avatars and hovered buttons are drawn in it).
    primary: { main: '#5fbf8a', light: '#8fd6ad', dark: '#23704a', contrastText: '#0b1510' },
    secondary: { main: '#b0bec5', contrastText: '#0b1510' },
    success: { main: '#66bb6a' },
    // Text on a filled chip or button picks black or white at 4.5:1 (WCAG AA), not MUI's 3:1.
    contrastThreshold: 4.5,
    background: { default: '#101512', paper: '#18201b' },
    text: { primary: '#e4ece7', secondary: '#a7b6ad' },
    divider: 'rgba(143, 214, 173, 0.16)',
  },
};
