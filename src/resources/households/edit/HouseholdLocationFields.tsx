import { GridHeading } from '../../common/form/FormSection';
import { lgaLabel, slugOrNull, stateLabel, wardLabel } from '../../common/form/placeNames';
import { ReadOnlyField } from '../../common/form/ReadOnlyField';
import { useWards } from '../../common/useWards';
import { HOUSEHOLD_LABELS } from './labels';

/** The household's state, LGA, ward and community: shown, never edited (spec 02 §3.2). */
export function HouseholdLocationFields({ data }: { data: Record<string, unknown> }) {
  const { wards } = useWards(slugOrNull(data.state), slugOrNull(data.lga));
  return (
    <>
      <GridHeading>Location</GridHeading>
      <ReadOnlyField name="state" label={HOUSEHOLD_LABELS.state} value={stateLabel(data.state)} />
      <ReadOnlyField name="lga" label={HOUSEHOLD_LABELS.lga} value={lgaLabel(data.state, data.lga)} />
      <ReadOnlyField name="ward" label={HOUSEHOLD_LABELS.ward} value={wardLabel(data.ward, wards)} />
      <ReadOnlyField name="communityName" label={HOUSEHOLD_LABELS.communityName} value={typeof data.communityName === 'string' ? data.communityName : ''} />
    </>
  );
}
