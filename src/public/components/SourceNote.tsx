import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { SUPPRESSED_KEY, type ReferenceFigure } from '../../domain/publicData';
import { formatDate } from './format';

/** "Source: …" in small print under or beside a figure. */
export function SourceNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Typography variant="caption" component="p" color="text.secondary" data-testid={testId} sx={{ mt: 0.5 }}>
      {children}
    </Typography>
  );
}

/** The provenance of a reference figure: source, year, age group, verification note. */
export function referenceSourceText(figure: ReferenceFigure): string {
  const details = [figure.source.includes(figure.year) ? '' : figure.year, figure.ageGroup ? `ages ${figure.ageGroup}` : ''].filter(Boolean);
  return `Source: ${figure.source}${details.length ? ` (${details.join(', ')})` : ''}. ${figure.verification}`;
}

export function ReferenceSource({ figure }: { figure: ReferenceFigure }) {
  return <SourceNote testId="reference-source">{referenceSourceText(figure)}</SourceNote>;
}

/** The provenance of the figures counted from the platform's records. */
export function recordsSourceText(generatedAt?: string, lastRecordUpdate?: string | null): string {
  const asOf = lastRecordUpdate ? `records up to ${formatDate(lastRecordUpdate)}` : generatedAt ? `computed ${formatDate(generatedAt)}` : '';
  return `Source: programme records collected on the platform${asOf ? ` (${asOf})` : ''}; ${SUPPRESSED_KEY}.`;
}

export function RecordsSource({ generatedAt, lastRecordUpdate }: { generatedAt?: string; lastRecordUpdate?: string | null }) {
  return <SourceNote testId="records-source">{recordsSourceText(generatedAt, lastRecordUpdate)}</SourceNote>;
}
