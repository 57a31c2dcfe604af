import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { theme } from '../ui/theme';
import { getLocale } from '../i18n/locale';
import { loadCatalogue } from '../i18n/translate';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const root = createRoot(container);
// A visitor who chose Hausa gets its phrases before the first paint; should they fail to load, English.
void loadCatalogue(getLocale())
  .catch(() => undefined)
  .finally(() =>
    root.render(
      <StrictMode>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ThemeProvider>
      </StrictMode>,
    ),
  );
