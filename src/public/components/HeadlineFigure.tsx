import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Count } from '../../domain/publicData';
import { CountText } from './CountText';

/** One headline count in a card: the figure large (or "x" when hidden), its label below. */
export function HeadlineFigure({ testId, label, value }: { testId: string; label: string; value: Count }) {
  return (
    <Paper variant="outlined" data-testid={testId} sx={{ p: 2, height: '100%' }}>
      <Typography component="p" variant="h2" sx={{ color: 'primary.dark', fontVariantNumeric: 'tabular-nums' }}>
        <CountText value={value} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}
