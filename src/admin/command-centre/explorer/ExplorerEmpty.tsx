import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import { useTranslate } from 'react-admin';
import { DEVICE_TABLES, type DeviceTable } from '../../../domain/protocol';
import { TABLE_LABEL_KEYS } from '../labels';

/** No Data Available, with shortcuts to the first four tables (spec 01 §2.8). */
export function ExplorerEmpty({ disabled, onPick }: { disabled: boolean; onPick: (table: DeviceTable) => void }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', py: 4, textAlign: 'center' }} data-testid="cc-explorer-empty">
      <InboxIcon color="disabled" sx={{ fontSize: 40 }} aria-hidden="true" />
      <Typography variant="subtitle1">{translate('commandCentre.noData')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('commandCentre.explorer.pickTable')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {DEVICE_TABLES.slice(0, 4).map((table) => (
          <Button key={table} size="small" variant="outlined" disabled={disabled} onClick={() => onPick(table)}>
            {translate(TABLE_LABEL_KEYS[table])}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
