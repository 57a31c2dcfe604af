import { useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslate } from 'react-admin';

/** The notifications button (behaviour not shown in the spec): a small popover, nothing to report yet. */
export function NotificationsButton() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('admin.notifications')}
        aria-haspopup="dialog"
        aria-controls={open ? 'notifications-popover' : undefined}
        aria-expanded={open}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <NotificationsIcon />
      </IconButton>
      <Popover
        id="notifications-popover"
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography sx={{ p: 2 }}>{translate('admin.noNotifications')}</Typography>
      </Popover>
    </>
  );
}
