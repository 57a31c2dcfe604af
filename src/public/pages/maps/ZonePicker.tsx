import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ZONES, type ZoneSlug } from '../../../domain/locations';
import { useTranslate } from '../../../i18n/useTranslate';
import { zoneLabel } from '../../components/labels';

interface ZonePickerProps {
  selected: ZoneSlug | null;
  onSelect: (zone: ZoneSlug | null) => void;
  /** Pointer or keyboard on a zone highlights it without choosing it. */
  onPreview: (zone: ZoneSlug | null) => void;
}

/** The six zones as toggle chips: hover or focus highlights a zone on the map, a click keeps it. */
export function ZonePicker({ selected, onSelect, onPreview }: ZonePickerProps) {
  const t = useTranslate();
  return (
    <section aria-labelledby="zone-picker-title">
      <Typography id="zone-picker-title" component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('maps.highlightZone')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} onMouseLeave={() => onPreview(null)}>
        {ZONES.map((zone) => {
          const active = selected === zone.slug;
          return (
            <Chip
              key={zone.slug}
              label={zoneLabel(t, zone)}
              color={active ? 'primary' : 'default'}
              variant={active ? 'filled' : 'outlined'}
              aria-pressed={active}
              onClick={() => onSelect(active ? null : zone.slug)}
              onMouseEnter={() => onPreview(zone.slug)}
              onFocus={() => onPreview(zone.slug)}
              onBlur={() => onPreview(null)}
            />
          );
        })}
      </Box>
    </section>
  );
}
