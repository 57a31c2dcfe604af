import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider also carries the CSS-variables provider, which this theme does not use.
import ThemeProvider from '@mui/system/ThemeProvider';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { theme } from '../ui/theme';
import { getLocale } from '../i18n/locale';
import { loadCatalogue } from '../i18n/translate';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// What @mui/material's ThemeProvider hands on for a theme without CSS variables.
const themeWithoutVars = { ...theme, vars: null };

const root = createRoot(container);
// A visitor who chose Hausa gets its phrases before the first paint; should they fail to load, English.
void loadCatalogue(getLocale())
  .catch(() => undefined)
  .finally(() =>
    root.render(
      <StrictMode>
        <ThemeProvider theme={themeWithoutVars}>
          <CssBaseline />
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ThemeProvider>
      </StrictMode>,
    ),
  );
