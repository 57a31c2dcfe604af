import { render } from '@testing-library/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../../../../src/app/AppRoutes';
import { theme } from '../../../../src/ui/theme';
import { LocationProbe } from './LocationProbe';

/** The whole SPA route table (as src/app/main.tsx renders it) at `path`, plus a location probe. */
export function renderApp(path: string) {
  return render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
