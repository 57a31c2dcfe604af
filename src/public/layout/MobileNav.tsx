import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslate } from '../../i18n/useTranslate';
import { MOBILE_MENU_ID } from './navLinks';

/**
 * The drawer (MUI's modal machinery) is not part of the first load: it loads as soon as the menu
 * button shows, on small screens only, and mounts closed so that it slides in when opened.
 */
const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer'));

/** Small screens: a menu button opening the five links in a slide-in drawer. */
export function MobileNav() {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t('nav.openMenu')}
        aria-controls={open ? MOBILE_MENU_ID : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        color="primary"
      >
        <MenuIcon />
      </IconButton>
      <Suspense fallback={null}>
        <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
      </Suspense>
    </>
  );
}
