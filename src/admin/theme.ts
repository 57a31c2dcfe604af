import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { themeOptions } from '../ui/theme';

/** react-admin's defaults (component overrides for its inputs and lists) in the site's colours. */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: themeOptions.palette,
  shape: themeOptions.shape,
  typography: themeOptions.typography,
  components: { ...defaultTheme.components, ...themeOptions.components },
  sidebar: { width: 260, closedWidth: 56 },
};
