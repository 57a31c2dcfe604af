import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { allStates, ZONES } from '../../../domain/locations';
import { useTranslate } from '../../../i18n/useTranslate';
import { zoneLabel } from '../../components/labels';

interface AreaFilterProps {
  zone: string;
  state: string;
  onChange: (area: { zone: string; state: string }) => void;
}

/** Zone, then a state of that zone (or of the country); kept in the URL by the page. */
export function AreaFilter({ zone, state, onChange }: AreaFilterProps) {
  const t = useTranslate();
  const states = allStates().filter((s) => !zone || s.zone === zone);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
      <TextField
        select
        size="small"
        label={t('publicCommon.zone')}
        value={zone}
        onChange={(event) => onChange({ zone: event.target.value, state: '' })}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('charts.allOfNigeria')}</MenuItem>
        {ZONES.map((z) => (
          <MenuItem key={z.slug} value={z.slug}>
            {zoneLabel(t, z)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('publicCommon.state')}
        value={state}
        onChange={(event) => {
          const chosen = allStates().find((s) => s.slug === event.target.value);
          onChange({ zone: chosen?.zone ?? zone, state: event.target.value });
        }}
        sx={{ minWidth: 220 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{zone ? t('charts.allStatesOfZone') : t('charts.allStates')}</MenuItem>
        {states.map((s) => (
          <MenuItem key={s.slug} value={s.slug}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
