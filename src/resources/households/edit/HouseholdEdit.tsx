import { useParams, useSearchParams } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import { HOUSEHOLD_TABS, type HouseholdTab } from '../../../domain/records';
import { EditPageHeader } from '../../common/form/EditPageHeader';
import { FormMeta } from '../../common/form/FormMeta';
import { FormTabPanel, FormTabs } from '../../common/form/FormTabs';
import { LoadError, LoadingPanel } from '../../common/form/LoadingPanel';
import { placeLine } from '../../common/form/placeNames';
import { HealthAndNutritionTab, IdentificationTab, ParentGuardianTab } from './HouseholdTabs';
import { HOUSEHOLD_PARTS, householdTabOf } from './householdParts';
import { HOUSEHOLD_LABELS } from './labels';
import { useHouseholdPart } from './useHouseholdPart';

const TAB_BODIES = { identification: IdentificationTab, 'parent-guardian': ParentGuardianTab, 'health-and-nutrition': HealthAndNutritionTab };
const TABS = HOUSEHOLD_TABS.map((tab) => ({ label: HOUSEHOLD_PARTS[tab].label }));

function ActivePart({ id, tab, goTo }: { id: string; tab: HouseholdTab; goTo: (tab: HouseholdTab) => void }) {
  const { data, isPending, error } = useHouseholdPart(id, tab);
  if (isPending) return <LoadingPanel text="Loading household data..." />;
  if (error || !data) return <LoadError text="This part of the household could not be loaded." />;
  const Body = TAB_BODIES[tab];
  return <Body id={id} data={data} goTo={goTo} />;
}

/** /admin/households/:id?tab=… — edit a household, one part per tab (spec 02 §2.2). */
export function HouseholdEdit() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = householdTabOf(searchParams.get('tab'));
  const identification = useHouseholdPart(id, 'identification');
  const head = identification.data?.householdHead;
  const goTo = (next: HouseholdTab) => setSearchParams({ tab: next });
  const community = typeof identification.data?.communityName === 'string' ? identification.data.communityName : '';
  return (
    <FormMeta labels={HOUSEHOLD_LABELS}>
      <Stack spacing={3} sx={{ maxWidth: 1100 }}>
        <EditPageHeader
          backLabel="Go back"
          title={typeof head === 'string' && head.trim() !== '' ? `Household: ${head}` : 'Edit Household'}
          subtitle={[community, placeLine(identification.data?.state, identification.data?.lga)].filter(Boolean).join(' · ') || undefined}
        />
        <FormTabs label="Household sections" tabs={TABS} value={HOUSEHOLD_TABS.indexOf(tab)} onChange={(index) => goTo(HOUSEHOLD_TABS[index])} />
        <FormTabPanel label={HOUSEHOLD_PARTS[tab].label}>
          <ActivePart key={tab} id={id} tab={tab} goTo={goTo} />
        </FormTabPanel>
      </Stack>
    </FormMeta>
  );
}
