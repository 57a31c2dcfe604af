import { memo } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';
import type { OnlineCollector } from '../../../domain/protocol';
import { WebDeviceChip } from '../../collectors/DeviceChip';

interface SidebarProps {
  collectors: readonly OnlineCollector[];
  selectedId: number | null;
  open: boolean;
  onToggle: () => void;
  onSelect: (collector: OnlineCollector) => void;
}

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0].toUpperCase())
      .join('') || '?'
  );
}

/** The online collectors, collapsible, web devices marked; clicking one selects it (spec 01 §2.8). */
export const CollectorSidebar = memo(function CollectorSidebar({ collectors, selectedId, open, onToggle, onSelect }: SidebarProps) {
  const translate = useTranslate();
  return (
    <Paper
      variant="outlined"
      component="nav"
      aria-label={translate('commandCentre.sidebar.title')}
      sx={{ width: open ? { xs: '100%', md: 280 } : 56, flexShrink: 0, alignSelf: 'flex-start' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: open ? 'space-between' : 'center', px: open ? 2 : 0, py: 1 }}>
        {open && (
          <Typography variant="subtitle2" component="h2">
            {translate('commandCentre.sidebar.title')}
          </Typography>
        )}
        <IconButton
          size="small"
          onClick={onToggle}
          aria-expanded={open}
          aria-label={translate(open ? 'commandCentre.sidebar.collapse' : 'commandCentre.sidebar.expand')}
        >
          {open ? <ChevronLeftIcon /> : <ChevronRightIcon />}
        </IconButton>
      </Stack>
      {open && collectors.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {translate('commandCentre.noCollectorsOnline')}
        </Typography>
      )}
      <List dense disablePadding>
        {collectors.map((collector) => {
          const button = (
            <ListItemButton
              selected={collector.id === selectedId}
              onClick={() => onSelect(collector)}
              aria-label={open ? undefined : collector.fullName}
              data-testid={`cc-collector-${collector.id}`}
              sx={{ justifyContent: open ? 'flex-start' : 'center' }}
            >
              <ListItemAvatar sx={{ minWidth: open ? 48 : 0 }}>
                <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'success.main' }}>{initials(collector.fullName)}</Avatar>
              </ListItemAvatar>
              {open && (
                <Stack sx={{ minWidth: 0, flex: 1, alignItems: 'flex-start' }}>
                  <ListItemText primary={collector.fullName} secondary={collector.email} slotProps={{ secondary: { noWrap: true, title: collector.email } }} />
                  <WebDeviceChip device={collector.device} />
                </Stack>
              )}
            </ListItemButton>
          );
          // Each entry in a list item: a list may hold only items (axe "list").
          return (
            <ListItem key={collector.id} disablePadding>
              {open ? (
                button
              ) : (
                <Tooltip title={`${collector.fullName} (${collector.email})`} placement="right">
                  {button}
                </Tooltip>
              )}
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
});
