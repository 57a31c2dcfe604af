import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { MENU_GROUP_KEYS, visibleMenuItems, type MenuItem } from '../../domain/navigation';
import { useSession } from '../../providers/useSession';
import { menuIcon } from './menuIcons';

function isActive(to: string, pathname: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

function Entry({ item, pathname, onNavigate }: { item: MenuItem; pathname: string; onNavigate?: () => void }) {
  const translate = useTranslate();
  const active = isActive(item.to, pathname);
  // The link sits in a list item: a list may hold only items (axe "list").
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.to}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ borderRadius: 1, mx: 1, '&.Mui-selected': { fontWeight: 700 } }}
      >
        <ListItemIcon sx={{ minWidth: 40, color: active ? 'primary.main' : undefined }}>{menuIcon(item.icon)}</ListItemIcon>
        <ListItemText primary={translate(item.labelKey)} />
      </ListItemButton>
    </ListItem>
  );
}

function Section({ title, items, pathname, onNavigate }: { title?: string; items: MenuItem[]; pathname: string; onNavigate?: () => void }) {
  if (items.length === 0) return null;
  return (
    <List dense subheader={title ? <ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '32px' }}>{title}</ListSubheader> : undefined}>
      {items.map((item) => (
        <Entry key={item.to} item={item} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </List>
  );
}

/** The admin menu (spec 01 §2.6): only the entries `visibleMenuItems` allows, grouped as in the spec. */
export function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  const translate = useTranslate();
  const { user } = useSession();
  const { pathname } = useLocation();
  const items = visibleMenuItems(user);
  const main = items.filter((item) => item.section === 'main');
  const groups = [...new Set(main.map((item) => item.group).filter((group) => group !== null))];
  return (
    <nav aria-label={translate('admin.adminMenu')} data-testid="admin-menu">
      <Section items={main.filter((item) => item.group === null)} pathname={pathname} onNavigate={onNavigate} />
      {groups.map((group) => (
        <Section
          key={group}
          title={translate(MENU_GROUP_KEYS[group])}
          items={main.filter((item) => item.group === group)}
          pathname={pathname}
          onNavigate={onNavigate}
        />
      ))}
      <Section title={translate('menu.system')} items={items.filter((item) => item.section === 'system')} pathname={pathname} onNavigate={onNavigate} />
    </nav>
  );
}
