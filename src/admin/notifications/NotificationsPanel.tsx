import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { NotificationItem } from '../../domain/notifications';
import { NotificationRow } from './NotificationRow';
import type { useNotifications } from './useNotifications';

interface NotificationsPanelProps {
  state: ReturnType<typeof useNotifications>;
  /** Called after a notification's link was followed. */
  onNavigate: () => void;
}

/** The popover's content: the latest notifications, mark one or all read, loading, error and empty states. */
export function NotificationsPanel({ state, onNavigate }: NotificationsPanelProps) {
  const translate = useTranslate();
  const open = (item: NotificationItem) => {
    if (item.readAt === null) state.markRead({ ids: [item.id] });
    if (item.link) onNavigate();
  };
  return (
    <Box sx={{ width: { xs: '90vw', sm: 380 }, maxHeight: '70vh', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {translate('notifications.title')}
        </Typography>
        {state.unread > 0 && (
          <Button size="small" onClick={() => state.markRead({ all: true })}>
            {translate('notifications.markAllRead')}
          </Button>
        )}
      </Box>
      <Divider />
      {state.markFailed && <Alert severity="error">{translate('notifications.markFailed')}</Alert>}
      <Box sx={{ overflowY: 'auto' }}>
        {state.isPending ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
            <CircularProgress size={20} />
            <Typography variant="body2">{translate('notifications.loading')}</Typography>
          </Box>
        ) : state.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={state.refetch}>
                {translate('notifications.retry')}
              </Button>
            }
          >
            {translate('notifications.loadFailed')}
          </Alert>
        ) : state.items.length === 0 ? (
          <Box sx={{ p: 2 }}>
            <Typography>{translate('notifications.empty')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('notifications.emptyHint')}
            </Typography>
          </Box>
        ) : (
          <List dense aria-label={translate('notifications.title')}>
            {state.items.map((item) => (
              <NotificationRow key={item.id} item={item} onOpen={open} onMarkRead={(read) => state.markRead({ ids: [read.id] })} />
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
