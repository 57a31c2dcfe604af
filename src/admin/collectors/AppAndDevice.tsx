import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CollectorUser } from '../../providers/accountsApi';
import { useDeviceText } from './DeviceChip';

/** The app version a collector last reported and, beneath it, the device: "Web · Chromium 156.0". */
export function AppAndDevice({ collector }: { collector: CollectorUser }) {
  const translate = useTranslate();
  const deviceText = useDeviceText();
  return (
    <>
      <Typography variant="body2">{collector.appVersion ?? translate('collectorPresence.unknownVersion')}</Typography>
      {collector.device && (
        <Typography variant="caption" color="text.secondary" data-testid="collector-device" sx={{ whiteSpace: 'nowrap' }}>
          {deviceText(collector.device)}
        </Typography>
      )}
    </>
  );
}
