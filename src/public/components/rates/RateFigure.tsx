import Box from '@mui/material/Box';
import type { PrimaryAgeRate } from '../../../domain/api/publicRates';
import { SUPPRESSED_LABEL } from '../../../domain/publicData';
import { numberLocale } from '../../../i18n/format';
import { useLocale, useTranslate } from '../../../i18n/useTranslate';
import { ExplainedMark } from './ExplainedMark';
import { adjustedGpiIfDifferent, formatIndex, formatRatePercent, noRateText, rateShown, type RateShown } from './rateTexts';

type NoRate = Extract<RateShown, { kind: 'none' }>;

/** "x" where the count is hidden, "–" where no population is loaded, each with its reason. */
function NoRateMark({ shown, area }: { shown: NoRate; area: string }) {
  const t = useTranslate();
  return (
    <ExplainedMark mark={shown.reason === 'hidden' ? SUPPRESSED_LABEL : '–'} text={noRateText(t, shown.reason, area)} testId={`no-rate-${shown.reason}`} />
  );
}

/** An area's out-of-school rate in a table or line: "23.4%", or the mark of why there is none. */
export function RateFigure({ rate, area }: { rate: PrimaryAgeRate; area: string }) {
  const locale = numberLocale(useLocale());
  const shown = rateShown(rate);
  if (shown.kind === 'none') return <NoRateMark shown={shown} area={area} />;
  return <>{formatRatePercent(shown.percent, locale)}</>;
}

/** An area's gender parity index in a table: "0.85", with the adjusted index under it where it differs. */
export function GpiFigure({ rate, area }: { rate: PrimaryAgeRate; area: string }) {
  const t = useTranslate();
  const locale = numberLocale(useLocale());
  const shown = rateShown(rate);
  if (shown.kind === 'none') return <NoRateMark shown={shown} area={area} />;
  if (rate.gpi === null) return <ExplainedMark mark="–" text={t('publicRates.noGpi')} testId="no-gpi" />;
  const adjusted = adjustedGpiIfDifferent(rate);
  return (
    <>
      {formatIndex(rate.gpi, locale)}
      {adjusted !== null && (
        <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {t('publicRates.adjustedShort', { adjusted: formatIndex(adjusted, locale) })}
        </Box>
      )}
    </>
  );
}
