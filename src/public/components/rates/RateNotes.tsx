import type { PrimaryAgeRate } from '../../../domain/api/publicRates';
import { SUPPRESSED_LABEL } from '../../../domain/publicData';
import { useTranslate } from '../../../i18n/useTranslate';
import { SourceNote } from '../SourceNote';
import { DemoDataNote } from './DemoDataNote';
import { rateNoteTexts, usesDemoPopulation } from './rateTexts';

/** Under a table of rates: what the rate is, the populations it is divided by, the marks of a missing rate, the demo label. */
export function RateNotes({ rates }: { rates: readonly PrimaryAgeRate[] }) {
  const t = useTranslate();
  return (
    <div data-testid="rate-notes">
      {rateNoteTexts(t, rates, SUPPRESSED_LABEL).map((text) => (
        <SourceNote key={text}>{text}</SourceNote>
      ))}
      {usesDemoPopulation(rates) && <DemoDataNote />}
    </div>
  );
}
