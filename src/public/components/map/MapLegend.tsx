import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MapClass } from './classes';

export interface LegendSwatch {
  colour: string;
  label: string;
}

interface MapLegendProps {
  title: string;
  classes: readonly MapClass[];
  format: (value: number) => string;
  /** Further swatches: no data, suppressed. */
  extra?: readonly LegendSwatch[];
}

function Swatch({ colour, label }: LegendSwatch) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box aria-hidden="true" sx={{ width: 18, height: 14, bgcolor: colour, border: 1, borderColor: 'grey.500', flexShrink: 0 }} />
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

/** The map's key: one swatch per class (its range), then the special fills. */
export function MapLegend({ title, classes, format, extra = [] }: MapLegendProps) {
  const swatches: LegendSwatch[] = [
    ...classes.map((c) => ({ colour: c.colour, label: c.from === c.to ? format(c.from) : `${format(c.from)} – ${format(c.to)}` })),
    ...extra,
  ];
  return (
    <Box data-testid="map-legend">
      {/* h2: under the page's h1, beside the zone picker's h2 (axe "heading-order"). */}
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}>
        {swatches.map((swatch) => (
          <Swatch key={`${swatch.colour}-${swatch.label}`} {...swatch} />
        ))}
      </Box>
    </Box>
  );
}
