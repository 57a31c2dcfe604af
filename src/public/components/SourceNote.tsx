import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { SUPPRESSED_LABEL, SUPPRESSION_THRESHOLD, type ReferenceFigure } from '../../domain/publicData';
import type { Translate } from '../../i18n/translate';
import { useTranslate } from '../../i18n/useTranslate';
import { formatDate } from './format';
import { referenceText, referenceYear } from './referenceTexts';

/** "Source: …" in small print under or beside a figure. */
export function SourceNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Typography variant="caption" component="p" color="text.secondary" data-testid={testId} sx={{ mt: 0.5 }}>
      {children}
    </Typography>
  );
}

/** "x: hidden to protect privacy (a count from 1 to 4, …)": the key of the hidden-count marker. */
export function suppressedKeyText(t: Translate): string {
  return t('publicCommon.suppressedKey', { label: SUPPRESSED_LABEL, max: SUPPRESSION_THRESHOLD - 1 });
}

/** The provenance of a reference figure: source, year, age group, verification note. */
export function referenceSourceText(t: Translate, figure: ReferenceFigure): string {
  const details = [
    figure.source.includes(figure.year) ? '' : referenceYear(t, figure.year),
    figure.ageGroup ? t('publicCommon.ages', { ages: figure.ageGroup }) : '',
  ].filter(Boolean);
  const values = { source: referenceText(t, figure.source), verification: referenceText(t, figure.verification) };
  return details.length ? t('publicCommon.referenceSourceDetails', { ...values, details: details.join(', ') }) : t('publicCommon.referenceSource', values);
}

export function ReferenceSource({ figure }: { figure: ReferenceFigure }) {
  const t = useTranslate();
  return <SourceNote testId="reference-source">{referenceSourceText(t, figure)}</SourceNote>;
}

/** The provenance of the figures counted from the platform's records. */
export function recordsSourceText(t: Translate, generatedAt?: string, lastRecordUpdate?: string | null): string {
  const asOf = lastRecordUpdate
    ? t('publicCommon.recordsUpTo', { date: formatDate(lastRecordUpdate) })
    : generatedAt
      ? t('publicCommon.computedOn', { date: formatDate(generatedAt) })
      : '';
  const key = suppressedKeyText(t);
  return asOf ? t('publicCommon.recordsSourceAsOf', { asOf, key }) : t('publicCommon.recordsSource', { key });
}

export function RecordsSource({ generatedAt, lastRecordUpdate }: { generatedAt?: string; lastRecordUpdate?: string | null }) {
  const t = useTranslate();
  return <SourceNote testId="records-source">{recordsSourceText(t, generatedAt, lastRecordUpdate)}</SourceNote>;
}
