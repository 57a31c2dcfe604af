import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

/** Online or Offline: whether a device of the collector is connected now. */
export function PresenceChip({ online }: { online: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      data-testid="collector-presence"
      label={translate(online ? 'collectorPresence.online' : 'collectorPresence.offline')}
      color={online ? 'success' : 'default'}
      variant={online ? 'filled' : 'outlined'}
    />
  );
}
