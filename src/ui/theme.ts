/**
 * The one MUI theme of the SPA: a sober green and white, the programme's colours. The public site
 * uses `theme` directly; the admin app merges `themeOptions` into react-admin's defaults.
 * Nothing here may import react-admin (the public bundle imports this file).
 */
import { createTheme, type ThemeOptions } from '@mui/material/styles';

export const BRAND_GREEN = '#00703c';

export const themeOptions: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: BRAND_GREEN, light: '#3b8f63', dark: '#004d29', contrastText: '#ffffff' },
    secondary: { main: '#37474f', contrastText: '#ffffff' },
    success: { main: '#2e7d32' },
    // Status colours darker than MUI's, so that chips and buttons in them read at WCAG AA (4.5:1)
    // on white and on the page's grey, as text and under white text.
    warning: { main: '#b45309' },
    info: { main: '#01579b' },
    error: { main: '#c62828' },
    // Unselected toggle buttons and icons: MUI's 54 % black is under 4.5:1 on the page's grey.
    action: { active: 'rgba(0, 0, 0, 0.64)' },
    contrastThreshold: 4.5,
    background: { default: '#f5f7f6', paper: '#ffffff' },
    text: { primary: '#1b2620', secondary: '#4a5a51' },
    divider: 'rgba(0, 77, 41, 0.12)',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: ['"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(','),
    h1: { fontSize: '2.25rem', fontWeight: 700 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.4rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
};

export const theme = createTheme(themeOptions);
