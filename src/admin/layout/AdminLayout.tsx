import { Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useLocation } from 'react-router-dom';
import { PageSpinner } from '../../ui/PageSpinner';
import { RouteGuard } from '../guards/RouteGuard';
import { VerifyOnNavigate } from '../guards/VerifyOnNavigate';
import { AdminAppBar } from './AdminAppBar';
import { AdminSidebar } from './AdminSidebar';
import { LayoutErrorBoundary } from './LayoutErrorBoundary';

/**
 * The admin layout: app bar, sidebar (drawer below md, permanent from md), and the content,
 * which always passes through the route guard, so every admin route (custom route or resource)
 * is checked against the §2.7 table.
 */
export function AdminLayout({ children }: { children?: ReactNode }) {
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <VerifyOnNavigate />
      <AdminAppBar showMenuButton={!large} onMenuClick={() => setDrawerOpen(true)} />
      <AdminSidebar permanent={large} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <Box component="main" id="main-content" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar />
        <Box sx={{ p: { xs: 2, md: 3 } }}>
          <LayoutErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <RouteGuard>{children}</RouteGuard>
            </Suspense>
          </LayoutErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
