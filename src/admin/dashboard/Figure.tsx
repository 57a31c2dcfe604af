import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '../../i18n/format';

interface FigureProps {
  label: string;
  value: number | string;
  /** The list behind the figure: the whole card opens it. */
  to?: string;
  testId?: string;
  children?: ReactNode;
}

/** A headline figure: its number, what it counts, and the list it opens. */
export function Figure({ label, value, to, testId, children }: FigureProps) {
  const body = (
    <CardContent>
      <Typography variant="body2" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h4" component="div" data-testid={testId} sx={{ fontWeight: 600, my: 0.5 }}>
        {typeof value === 'number' ? formatNumber(value) : value}
      </Typography>
      {children}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {to ? (
        // data-figure: the number the list behind it must show (tests/e2e/dashboard.figures.spec.ts).
        <CardActionArea component={RouterLink} to={to} data-figure={typeof value === 'number' ? value : undefined} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

/** A line of smaller figures under a headline one (e.g. by sex). */
export function FigureParts({ parts }: { parts: { label: string; value: number }[] }) {
  return (
    <Typography variant="body2" color="text.secondary" component="div">
      {parts.map((part) => `${part.label}: ${formatNumber(part.value)}`).join(' · ')}
    </Typography>
  );
}
