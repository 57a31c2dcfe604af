import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslate } from '../../i18n/useTranslate';
import { MOBILE_MENU_ID } from './navLinks';

/**
 * The drawer (MUI's modal machinery) is not part of the first load: it loads as soon as the menu
 * button shows, on small screens only, and mounts closed so that it slides in when opened.
 */
const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer'));

/** MUI's primary IconButton with its Menu icon, as a plain button (no ripple machinery in the first load). */
const menuButton = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  flex: '0 0 auto',
  WebkitTapHighlightColor: 'transparent',
  bgcolor: 'transparent',
  border: 0,
  m: 0,
  p: 1,
  borderRadius: '50%',
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  appearance: 'none',
  fontSize: theme.typography.pxToRem(24),
  color: 'primary.main',
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  '&:hover': { bgcolor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
  '@media (hover: none)': { '&:hover': { bgcolor: 'transparent' } },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
});

/** Small screens: a menu button opening the five links in a slide-in drawer. */
export function MobileNav() {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Box
        component="button"
        type="button"
        aria-label={t('nav.openMenu')}
        aria-controls={open ? MOBILE_MENU_ID : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={menuButton}
      >
        <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false" sx={{ width: '1em', height: '1em', flexShrink: 0, fill: 'currentColor' }}>
          <path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
        </Box>
      </Box>
      <Suspense fallback={null}>
        <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
      </Suspense>
    </>
  );
}
