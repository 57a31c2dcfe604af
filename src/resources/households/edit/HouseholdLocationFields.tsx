import { useRecordContext, useTranslate } from 'react-admin';
import { GridHeading } from '../../common/form/FormSection';
import { lgaLabel, slugOrNull, stateLabel, wardLabel } from '../../common/form/placeNames';
import { ReadOnlyField } from '../../common/form/ReadOnlyField';
import { useWards } from '../../common/useWards';

/** The household's state, LGA, ward and community: shown, never edited (spec 02 §3.2); labelled from resources.households.fields. */
export function HouseholdLocationFields() {
  const translate = useTranslate();
  const record = useRecordContext();
  const { wards } = useWards(slugOrNull(record?.state), slugOrNull(record?.lga));
  return (
    <>
      <GridHeading>{translate('resources.households.edit.location')}</GridHeading>
      <ReadOnlyField name="state" value={stateLabel(record?.state)} />
      <ReadOnlyField name="lga" value={lgaLabel(record?.state, record?.lga)} />
      <ReadOnlyField name="ward" value={wardLabel(record?.ward, wards)} />
      <ReadOnlyField name="communityName" value={typeof record?.communityName === 'string' ? record.communityName : ''} />
    </>
  );
}
