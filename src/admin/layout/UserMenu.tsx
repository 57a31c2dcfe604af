import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLocaleState, useTranslate } from 'react-admin';
import { useSession } from '../../providers/useSession';
import { useSignOut } from '../useSignOut';
import { languageMenuItems } from './languageMenuItems';
import { UserAvatar } from './UserAvatar';

/** The user menu (spec 01 §2.6): the full name (fallback User), local initials, the language, one Sign out action. */
export function UserMenu() {
  const translate = useTranslate();
  // react-admin's locale state calls the i18nProvider, which remembers the choice for the public site too.
  const [locale, setLocale] = useLocaleState();
  const { user } = useSession();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = user?.fullName?.trim() || translate('admin.user');
  const open = anchor !== null;
  return (
    <>
      <Button
        color="inherit"
        aria-label={translate('admin.userMenuFor', { name })}
        aria-haspopup="menu"
        aria-controls={open ? 'user-menu' : undefined}
        aria-expanded={open}
        data-testid="user-menu-button"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ gap: 1, textTransform: 'none', minWidth: 0 }}
      >
        <UserAvatar name={name} />
        <Box component="span" data-testid="user-menu-name" sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 600 }}>
          {name}
        </Box>
      </Button>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {languageMenuItems({
          locale,
          translate,
          onChoose: (chosen) => {
            setAnchor(null);
            setLocale(chosen);
          },
        })}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate('admin.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
