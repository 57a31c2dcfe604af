import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { SITE_NAME } from '../../ui/siteName';
import { CONTENT_MAX_WIDTH, PUBLIC_NAV_LINKS } from './navLinks';
import { useTranslate } from '../../i18n/useTranslate';
import { LanguageSwitch } from './LanguageSwitch';
import { NavLinkButton } from './NavLinkButton';
import { MobileNav } from './MobileNav';

/** Logo top left, the five links (a drawer below md), the language switch and the round L button to /login. */
export function TopBar() {
  const t = useTranslate();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  return (
    <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ width: '100%', maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', gap: 2 }}>
        <Box component={RouterLink} to="/" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'inherit', textDecoration: 'none', mr: 'auto' }}>
          <img src="/logo.svg" alt={SITE_NAME} width={40} height={40} />
          <Typography component="span" aria-hidden="true" sx={{ fontWeight: 700, color: 'primary.dark', display: { xs: 'none', sm: 'inline' } }}>
            {SITE_NAME}
          </Typography>
        </Box>
        {!small && (
          <Stack component="nav" aria-label={t('nav.main')} direction="row" spacing={0.5}>
            {PUBLIC_NAV_LINKS.map((link) => (
              <NavLinkButton key={link.to} link={link} />
            ))}
          </Stack>
        )}
        <LanguageSwitch />
        <Button
          component={RouterLink}
          to="/login"
          aria-label={t('nav.signIn')}
          variant="contained"
          sx={{ borderRadius: '50%', minWidth: 40, width: 40, height: 40, p: 0, fontWeight: 700 }}
        >
          L
        </Button>
        {small && <MobileNav />}
      </Toolbar>
    </AppBar>
  );
}
