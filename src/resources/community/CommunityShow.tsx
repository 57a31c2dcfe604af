/**
 * /admin/community/:id/show — a community, read-only: the two tabs of its edit screen (spec 02
 * §2.4) and the households recorded in it; Edit for users who may write.
 */
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { COMMUNITY_TABS } from '../../domain/records';
import { DetailLink } from '../common/DetailLink';
import { FieldList } from '../common/FieldList';
import { placeLine } from '../common/form/placeNames';
import { RecordShow } from '../common/RecordShow';
import { RelatedList } from '../common/RelatedList';
import { ShowTabs } from '../common/ShowTabs';
import { ValueField } from '../common/values';

/** The fields of each tab, in the edit form's order (CommunityTabs.tsx). */
const TAB_FIELDS: Readonly<Record<(typeof COMMUNITY_TABS)[number]['key'], readonly string[]>> = {
  identification: ['name', 'communityType', 'state', 'lga', 'ward', 'geoPoliticalZone', 'reference', 'latitude', 'longitude'],
  educationalProfile: [
    'basicSchools',
    'preferredEducationType',
    'hasPrePrimarySchools',
    'hasPrimarySchools',
    'hasJSSSchools',
    'hasOtherSchools',
    'specificOtherSchools',
    'schoolsOwnedByGovernment',
    'schoolsOwnedByNGOs',
    'privatelyOwnedSchools',
    'schoolsOwnedByOthers',
    'specifyOtherSchoolOwners',
    'boysNeverAttendedSchoolRate',
    'girlsNeverAttendedSchoolRate',
    'communityHasDropouts',
    'dropoutBoysRate',
    'dropoutGirlsRate',
  ],
};

/** Shown only when answered, as the form shows them only on a condition. */
const CONDITIONAL = ['specificOtherSchools', 'specifyOtherSchoolOwners'];

function CommunityTabs() {
  const translate = useTranslate();
  const tabs = COMMUNITY_TABS.map((tab, index) => ({
    id: `community-tab-${index}`,
    label: translate(tab.labelKey),
    body: () => <FieldList fields={TAB_FIELDS[tab.key]} hideEmpty={CONDITIONAL} />,
  }));
  return <ShowTabs tabs={tabs} label={translate('recordShow.sections')} />;
}

function CommunityHouseholds() {
  return (
    <RelatedList
      resource="households"
      target="communityId"
      sort={{ field: 'householdHead', order: 'ASC' }}
      title="recordShow.households"
      empty="recordShow.noHouseholds"
      testId="community-households"
    >
      <DataTable.Col source="householdHead" render={(r: RaRecord) => <DetailLink resource="households">{r.householdHead}</DetailLink>} />
      <DataTable.Col source="householdIncome" field={ValueField} disableSort />
      <DataTable.Col source="hasSchoolAgeChildren" field={ValueField} disableSort />
    </RelatedList>
  );
}

export function CommunityShow() {
  return (
    <RecordShow subtitle={(record) => placeLine(record.state, record.lga)}>
      <CommunityTabs />
      <CommunityHouseholds />
    </RecordShow>
  );
}
