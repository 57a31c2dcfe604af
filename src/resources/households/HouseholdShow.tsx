/**
 * /admin/households/:id/show — a household, read-only: its three parts as the edit screen's tabs
 * (spec 02 §2.2), each read on its own (getOne with `meta.part`), its community linked, and the
 * out-of-school children recorded in it; Edit for users who may write.
 */
import Typography from '@mui/material/Typography';
import { DataTable, RecordContextProvider, useGetOne, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { HOUSEHOLD_PARTS_BY_TAB, HOUSEHOLD_TABS, type HouseholdTab } from '../../domain/records';
import type { HouseholdPartMeta } from '../../providers/dataProvider';
import { PageSpinner } from '../../ui/PageSpinner';
import { DetailLink } from '../common/DetailLink';
import { FieldList, type FieldLinks } from '../common/FieldList';
import { placeLine } from '../common/form/placeNames';
import { RecordShow } from '../common/RecordShow';
import { RelatedList } from '../common/RelatedList';
import { ShowTabs } from '../common/ShowTabs';
import { ValueField } from '../common/values';

const IDENTIFICATION: HouseholdPartMeta = { part: 'identification' };

/** Each part's fields in the domain's order; the identification ends with where the household is, shown on that tab of the edit screen too. */
const PART_FIELDS: Readonly<Record<HouseholdTab, readonly string[]>> = {
  identification: [...Object.keys(HOUSEHOLD_PARTS_BY_TAB.identification.shape), 'state', 'lga', 'ward', 'communityName'],
  'parent-guardian': Object.keys(HOUSEHOLD_PARTS_BY_TAB['parent-guardian'].shape),
  'health-and-nutrition': Object.keys(HOUSEHOLD_PARTS_BY_TAB['health-and-nutrition'].shape),
};

const COMMUNITY_LINK: FieldLinks = { communityName: { resource: 'community', idField: 'communityId' } };

/** A part read apart from the identification (which is the page's own record). */
function LoadedPart({ part }: { part: Exclude<HouseholdTab, 'identification'> }) {
  const translate = useTranslate();
  const household = useRecordContext();
  const meta: HouseholdPartMeta = { part };
  const { data, isPending, error } = useGetOne('households', { id: household?.id ?? '', meta }, { enabled: household?.id != null });
  if (isPending) return <PageSpinner label={translate('resources.households.messages.loading')} />;
  if (error || !data) return <Typography role="alert">{translate('resources.households.messages.loadFailed')}</Typography>;
  return (
    <RecordContextProvider value={data}>
      <FieldList fields={PART_FIELDS[part]} />
    </RecordContextProvider>
  );
}

function PartBody({ part }: { part: HouseholdTab }) {
  if (part === 'identification') return <FieldList fields={PART_FIELDS.identification} links={COMMUNITY_LINK} />;
  return <LoadedPart part={part} />;
}

function HouseholdTabs() {
  const translate = useTranslate();
  const tabs = HOUSEHOLD_TABS.map((part) => ({
    id: `household-tab-${part}`,
    label: translate(HOUSEHOLD_PARTS_BY_TAB[part].labelKey),
    body: () => <PartBody part={part} />,
  }));
  return <ShowTabs tabs={tabs} label={translate('resources.households.tabs.sections')} />;
}

function HouseholdChildren() {
  return (
    <RelatedList
      resource="out-of-school"
      target="householdId"
      sort={{ field: 'lastName', order: 'ASC' }}
      title="recordShow.children"
      empty="recordShow.noChildren"
      testId="household-children"
    >
      <DataTable.Col source="lastName" render={(r: RaRecord) => <DetailLink resource="out-of-school">{r.lastName}</DetailLink>} />
      <DataTable.Col source="firstName" />
      <DataTable.Col source="sex" field={ValueField} disableSort />
      <DataTable.NumberCol source="age" />
    </RelatedList>
  );
}

export function HouseholdShow() {
  return (
    <RecordShow meta={IDENTIFICATION} subtitle={(record) => [record.communityName, placeLine(record.state, record.lga)].filter(Boolean).join(' · ')}>
      <HouseholdTabs />
      <HouseholdChildren />
    </RecordShow>
  );
}
