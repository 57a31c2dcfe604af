import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Count } from '../../domain/publicData';
import { CountText } from './CountText';

interface HeadlineFigureProps {
  testId: string;
  label: string;
  /** A count, shown as CountText shows it. */
  value?: Count;
  /** A figure that is not a count (a rate), shown in place of `value`. */
  figure?: ReactNode;
  /** Lines under the label (a rate's source). */
  children?: ReactNode;
}

/** One headline figure in a card: the figure large (or "x" when hidden), its label below. */
export function HeadlineFigure({ testId, label, value, figure, children }: HeadlineFigureProps) {
  return (
    <Paper variant="outlined" data-testid={testId} sx={{ p: 2, height: '100%' }}>
      <Typography component="p" variant="h2" sx={{ color: 'primary.dark', fontVariantNumeric: 'tabular-nums' }}>
        {figure ?? <CountText value={value} />}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {children}
    </Paper>
  );
}
