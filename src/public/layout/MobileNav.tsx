import { useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslate } from '../../i18n/useTranslate';
import { MOBILE_MENU_MAX_WIDTH, PUBLIC_NAV_LINKS } from './navLinks';
import { NavLinkButton } from './NavLinkButton';

// A variable, not a literal, so the data-testid attribute passes the slot's prop type.
const PAPER_PROPS = {
  id: 'public-mobile-menu',
  // The drawer is a dialog: its name is its title (axe "aria-dialog-name").
  'aria-labelledby': 'public-mobile-menu-title',
  'data-testid': 'mobile-menu',
  sx: { width: '80vw', maxWidth: MOBILE_MENU_MAX_WIDTH, p: 2 },
};

/** Small screens: the five links in a slide-in drawer, closed when a link is chosen. */
export function MobileNav() {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <IconButton
        aria-label={t('nav.openMenu')}
        aria-controls={open ? 'public-mobile-menu' : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        color="primary"
      >
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: PAPER_PROPS }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id="public-mobile-menu-title" variant="h6" component="p">
            {t('nav.menu')}
          </Typography>
          <IconButton aria-label={t('nav.closeMenu')} onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Stack component="nav" aria-label={t('nav.main')} spacing={1}>
          {PUBLIC_NAV_LINKS.map((link) => (
            <NavLinkButton key={link.to} link={link} onNavigate={close} fullWidth />
          ))}
        </Stack>
      </Drawer>
    </>
  );
}
