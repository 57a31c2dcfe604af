import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import DoneIcon from '@mui/icons-material/Done';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { NotificationItem } from '../../domain/notifications';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { commandText } from '../command-centre/labels';

type Translate = ReturnType<typeof useTranslate>;

/** The parameters as the text shows them: numbers in the reader's conventions, a record type by its noun, a command in words. */
export function displayParams(item: NotificationItem, translate: Translate): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(item.params)) {
    if (name === 'recordType') shown[name] = translate(`records.nouns.${String(value)}`);
    else if (name === 'command') shown[name] = commandText(String(value), translate);
    else shown[name] = typeof value === 'number' ? formatNumber(value) : value;
  }
  return shown;
}

interface NotificationRowProps {
  item: NotificationItem;
  /** Opening it (its link) marks it read and closes the list. */
  onOpen: (item: NotificationItem) => void;
  onMarkRead: (item: NotificationItem) => void;
}

/** One notification: its title and text in the reader's language, its time, a link to its subject. */
export function NotificationRow({ item, onOpen, onMarkRead }: NotificationRowProps) {
  const translate = useTranslate();
  const unread = item.readAt === null;
  const params = displayParams(item, translate);
  const text = (
    <ListItemText
      primary={translate(item.titleKey, params)}
      secondary={
        <>
          {translate(item.textKey, params)}
          <br />
          {formatDateTime(new Date(item.createdAt))}
        </>
      }
      slotProps={{ primary: { sx: { fontWeight: unread ? 700 : 400 } } }}
    />
  );
  const linkProps = item.link ? { component: RouterLink, to: item.link } : {};
  return (
    <ListItem
      disablePadding
      data-unread={unread}
      sx={{ borderLeft: 4, borderColor: unread ? 'primary.main' : 'transparent' }}
      secondaryAction={
        unread ? (
          <Tooltip title={translate('notifications.markRead')}>
            <IconButton edge="end" aria-label={translate('notifications.markRead')} onClick={() => onMarkRead(item)}>
              <DoneIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : undefined
      }
    >
      <ListItemButton {...linkProps} onClick={() => onOpen(item)} sx={{ pr: unread ? 6 : 2 }}>
        {text}
      </ListItemButton>
    </ListItem>
  );
}
