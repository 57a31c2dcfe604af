import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from '../../i18n/useTranslate';
import { MOBILE_MENU_MAX_WIDTH, MOBILE_MENU_ID, PUBLIC_NAV_LINKS } from './navLinks';
import { NavLinkButton } from './NavLinkButton';

// A variable, not a literal, so the data-testid attribute passes the slot's prop type.
const PAPER_PROPS = {
  id: MOBILE_MENU_ID,
  // The drawer is a dialog: its name is its title (axe "aria-dialog-name").
  'aria-labelledby': 'public-mobile-menu-title',
  'data-testid': 'mobile-menu',
  sx: { width: '80vw', maxWidth: MOBILE_MENU_MAX_WIDTH, p: 2 },
};

/** The small screens' slide-in menu: the five links, closed when one is chosen. */
export default function MobileMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: PAPER_PROPS }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id="public-mobile-menu-title" variant="h6" component="p">
          {t('nav.menu')}
        </Typography>
        <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Stack component="nav" aria-label={t('nav.main')} spacing={1}>
        {PUBLIC_NAV_LINKS.map((link) => (
          <NavLinkButton key={link.to} link={link} onNavigate={onClose} fullWidth />
        ))}
      </Stack>
    </Drawer>
  );
}
