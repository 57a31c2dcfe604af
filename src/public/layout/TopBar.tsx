import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { SITE_NAME } from '../../ui/siteName';
import { CONTENT_MAX_WIDTH, PUBLIC_NAV_LINKS } from './navLinks';
import { useTranslate } from '../../i18n/useTranslate';
import { LanguageSwitch } from './LanguageSwitch';
import { LinkButton } from '../components/LinkButton';
import { NavLinkButton } from './NavLinkButton';
import { MobileNav } from './MobileNav';

/** MUI's sticky AppBar (colour inherit, no elevation), drawn as a plain header. */
const APP_BAR = {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  position: 'sticky',
  zIndex: 'appBar',
  top: 0,
  left: 'auto',
  right: 0,
  color: 'inherit',
  bgcolor: 'background.paper',
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/** MUI's Toolbar (regular, with gutters), as wide as the page content. */
const TOOLBAR = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  px: { xs: 2, sm: 3 },
  width: '100%',
  maxWidth: CONTENT_MAX_WIDTH,
  mx: 'auto',
  gap: 2,
} as const;

/** Logo top left, the five links (a drawer below md), the language switch and the round L button to /login. */
export function TopBar() {
  const t = useTranslate();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  return (
    <Box component="header" sx={APP_BAR}>
      <Box sx={(theme) => ({ ...theme.mixins.toolbar, ...TOOLBAR })}>
        <Box component={RouterLink} to="/" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'inherit', textDecoration: 'none', mr: 'auto' }}>
          <img src="/logo.svg" alt={SITE_NAME} width={40} height={40} />
          <Typography component="span" aria-hidden="true" sx={{ fontWeight: 700, color: 'primary.dark', display: { xs: 'none', sm: 'inline' } }}>
            {SITE_NAME}
          </Typography>
        </Box>
        {!small && (
          <Box component="nav" aria-label={t('nav.main')} sx={{ display: 'flex', gap: 0.5 }}>
            {PUBLIC_NAV_LINKS.map((link) => (
              <NavLinkButton key={link.to} link={link} />
            ))}
          </Box>
        )}
        <LanguageSwitch />
        <LinkButton
          to="/login"
          aria-label={t('nav.signIn')}
          variant="contained"
          sx={{ borderRadius: '50%', minWidth: 40, width: 40, height: 40, p: 0, fontWeight: 700 }}
        >
          L
        </LinkButton>
        {small && <MobileNav />}
      </Box>
    </Box>
  );
}
