import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../ui/PageSpinner';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import { CONTENT_MAX_WIDTH, showsFooter } from './navLinks';

/** The public layout (spec 01 §2.1): top bar, page content (max width 7xl), footer. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <TopBar />
      <Box
        component="main"
        id="main-content"
        sx={{ flex: 1, width: '100%', maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 3, md: 4 } }}
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      {showsFooter(pathname) && <Footer />}
    </Box>
  );
}
