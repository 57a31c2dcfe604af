import { useState, type MouseEvent } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslate } from 'react-admin';
import { NotificationsPanel } from '../notifications/NotificationsPanel';
import { useNotifications } from '../notifications/useNotifications';

/** The bell: the unread count, live over the realtime socket; a popover with the latest notifications. */
export function NotificationsButton() {
  const translate = useTranslate();
  const state = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('notifications.bellLabel', { smart_count: state.unread })}
        aria-haspopup="dialog"
        aria-controls={open ? 'notifications-popover' : undefined}
        aria-expanded={open}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={state.unread} color="error" max={99} data-testid="notifications-count">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id="notifications-popover"
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': translate('notifications.title') } }}
      >
        <NotificationsPanel state={state} onNavigate={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
