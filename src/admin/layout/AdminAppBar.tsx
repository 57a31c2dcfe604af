import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router-dom';
import { TitlePortal, useTranslate } from 'react-admin';
import { NotificationsButton } from './NotificationsButton';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

interface AdminAppBarProps {
  /** Small screens: show the button that opens the sidebar drawer. */
  showMenuButton: boolean;
  onMenuClick: () => void;
}

/** The admin top bar: menu button (small screens), logo, page title, search, notifications, user menu. */
export function AdminAppBar({ showMenuButton, onMenuClick }: AdminAppBarProps) {
  const translate = useTranslate();
  return (
    <AppBar position="fixed" color="primary" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 } }}>
        {showMenuButton && (
          <IconButton color="inherit" edge="start" aria-label={translate('admin.openMenu')} onClick={onMenuClick}>
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={RouterLink}
          to="/admin/dashboard"
          sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1.5, color: 'inherit', textDecoration: 'none' }}
        >
          <Box sx={{ display: 'flex', bgcolor: 'common.white', borderRadius: 1.5, p: 0.25 }}>
            <img src="/logo.svg" alt={translate('admin.siteName')} width={32} height={32} />
          </Box>
          <Typography component="span" aria-hidden="true" sx={{ display: { xs: 'none', lg: 'inline' }, fontWeight: 700, whiteSpace: 'nowrap' }}>
            {translate('admin.siteName')}
          </Typography>
        </Box>
        <TitlePortal component="div" sx={{ minWidth: 0, pl: { lg: 2 } }} />
        <SearchBox />
        <NotificationsButton />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
