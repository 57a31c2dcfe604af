import { useCallback } from 'react';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { deviceLabel, type DeviceInfo } from '../../domain/deviceInfo';

/** "Web · Chromium 156.0" in the reader's language: the kind translated, the browser as it came. */
export function useDeviceText(): (device: DeviceInfo) => string {
  const translate = useTranslate();
  return useCallback((device: DeviceInfo) => deviceLabel(device, translate(`collectorPresence.deviceKind.${device.kind}`)), [translate]);
}

/** Marks a web collector with its browser and version; nothing for the app, the agent or an unknown device. */
export function WebDeviceChip({ device }: { device: DeviceInfo | null | undefined }) {
  const translate = useTranslate();
  const deviceText = useDeviceText();
  if (device?.kind !== 'web') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="info"
      data-testid="web-device-chip"
      title={translate('collectorPresence.webDevice')}
      label={deviceText(device)}
      sx={{ maxWidth: '100%' }}
    />
  );
}
