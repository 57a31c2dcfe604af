import { useRecordContext, useTranslate } from 'react-admin';
import { GridHeading } from '../../common/form/FormSection';
import { lgaLabel, stateLabel } from '../../common/form/placeNames';
import { ReadOnlyField } from '../../common/form/ReadOnlyField';
import { useWardName } from '../../common/wardChoices';

/** The household's state, LGA, ward and community: shown, never edited (spec 02 §3.2); labelled from resources.households.fields. */
export function HouseholdLocationFields() {
  const translate = useTranslate();
  const record = useRecordContext();
  const wardName = useWardName(record?.state, record?.lga, record?.ward).name;
  return (
    <>
      <GridHeading>{translate('resources.households.edit.location')}</GridHeading>
      <ReadOnlyField name="state" value={stateLabel(record?.state)} />
      <ReadOnlyField name="lga" value={lgaLabel(record?.state, record?.lga)} />
      <ReadOnlyField name="ward" value={wardName} />
      <ReadOnlyField name="communityName" value={typeof record?.communityName === 'string' ? record.communityName : ''} />
    </>
  );
}
