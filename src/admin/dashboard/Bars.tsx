import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '../../i18n/format';

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** The list behind the bar. */
  to?: string;
}

interface BarsProps {
  title: string;
  bars: Bar[];
  empty: string;
  testId?: string;
  /** Shown as a share (0–1) rather than a count. */
  percent?: boolean;
}

/** Horizontal bars as a list: each label (a link to its list when it has one), its bar and its number. */
export function Bars({ title, bars, empty, testId, percent = false }: BarsProps) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const shown = (value: number) => (percent ? formatNumber(value, { style: 'percent', maximumFractionDigits: 0 }) : formatNumber(value));
  return (
    <Box data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {bars.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          {bars.map((bar) => (
            <Box component="li" key={bar.key} sx={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, 12rem) 1fr 4.5rem', gap: 1, alignItems: 'center' }}>
              <Typography variant="body2" noWrap title={bar.label}>
                {bar.to ? (
                  <Link component={RouterLink} to={bar.to} underline="hover" data-figure={percent ? undefined : bar.value}>
                    {bar.label}
                  </Link>
                ) : (
                  bar.label
                )}
              </Typography>
              <Box aria-hidden sx={{ height: 12, borderRadius: 1, bgcolor: 'action.hover' }}>
                <Box
                  sx={{ height: '100%', width: `${((percent ? bar.value : bar.value / max) * 100).toFixed(1)}%`, borderRadius: 1, bgcolor: 'primary.main' }}
                />
              </Box>
              <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {shown(bar.value)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
