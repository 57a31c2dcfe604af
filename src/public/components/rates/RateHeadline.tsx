import Typography from '@mui/material/Typography';
import type { PrimaryAgeCounts, PrimaryAgeRate } from '../../../domain/api/publicRates';
import { numberLocale } from '../../../i18n/format';
import { useLocale, useTranslate } from '../../../i18n/useTranslate';
import { Columns } from '../Columns';
import { HeadlineFigure } from '../HeadlineFigure';
import { SourceNote } from '../SourceNote';
import { DemoDataNote } from './DemoDataNote';
import { AGES, bySexText, denominatorText, formatRatePercent, gpiText, noRateText, rateShown } from './rateTexts';

interface RateHeadlineProps {
  /** The out-of-school children of primary age, and their rate. */
  counts: PrimaryAgeCounts;
  rate: PrimaryAgeRate;
  /** The area's name, for the reason there is no rate. */
  area: string;
  testId: string;
}

/**
 * An area's out-of-school children of primary age and their rate, side by side: the rate with its
 * rates by sex, its gender parity index and the population it is divided by (and the demo label
 * when that population is illustrative), or, without a rate, the count and the reason.
 */
export function RateHeadline({ counts, rate, area, testId }: RateHeadlineProps) {
  const t = useTranslate();
  const locale = numberLocale(useLocale());
  const shown = rateShown(rate);
  const lines = shown.kind === 'rate' ? [bySexText(t, rate, locale), gpiText(t, rate, locale)].filter((line) => line !== null) : [];
  return (
    <Columns columns={{ xs: 1, sm: '1fr 2fr' }} spacing={2}>
      <HeadlineFigure testId={`${testId}-count`} label={t('publicRates.countLabel', AGES)} value={counts.total} />
      <HeadlineFigure
        testId={`${testId}-rate`}
        label={t('publicRates.rateLabel', AGES)}
        figure={shown.kind === 'rate' ? formatRatePercent(shown.percent, locale) : <span aria-hidden="true">–</span>}
      >
        {shown.kind === 'rate' ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('publicRates.definition', AGES)}
            </Typography>
            {lines.map((line) => (
              <Typography key={line} variant="body2" data-testid="rate-line">
                {line}
              </Typography>
            ))}
            <SourceNote testId="rate-denominator">{denominatorText(t, shown.denominator, locale)}</SourceNote>
            {shown.denominator.demo && <DemoDataNote />}
          </>
        ) : (
          <Typography variant="body2" data-testid="no-rate" sx={{ mt: 1 }}>
            {noRateText(t, shown.reason, area)}
          </Typography>
        )}
      </HeadlineFigure>
    </Columns>
  );
}
