import { useParams, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { HOUSEHOLD_TABS, type HouseholdTab } from '../../../domain/records';
import { EditPageHeader } from '../../common/form/EditPageHeader';
import { LoadError, LoadingPanel } from '../../common/form/LoadingPanel';
import { placeLine } from '../../common/form/placeNames';
import { HealthAndNutritionTab, IdentificationTab, ParentGuardianTab } from './HouseholdTabs';
import { HOUSEHOLD_PARTS, householdTabOf } from './householdParts';
import { useHouseholdPart } from './useHouseholdPart';

const TAB_BODIES = { identification: IdentificationTab, 'parent-guardian': ParentGuardianTab, 'health-and-nutrition': HealthAndNutritionTab };

function ActivePart({ id, tab, goTo }: { id: string; tab: HouseholdTab; goTo: (tab: HouseholdTab) => void }) {
  const { data, isPending, error } = useHouseholdPart(id, tab);
  if (isPending) return <LoadingPanel text="Loading household data..." />;
  if (error || !data) return <LoadError text="This part of the household could not be loaded." />;
  const Body = TAB_BODIES[tab];
  return <Body id={id} data={data} goTo={goTo} />;
}

/** /admin/households/:id?tab=… — edit a household, one part per tab, each loaded and saved on its own (spec 02 §2.2). */
export function HouseholdEdit() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = householdTabOf(searchParams.get('tab'));
  const identification = useHouseholdPart(id, 'identification');
  const head = identification.data?.householdHead;
  const goTo = (next: HouseholdTab) => setSearchParams({ tab: next });
  const community = typeof identification.data?.communityName === 'string' ? identification.data.communityName : '';
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <EditPageHeader
        backLabel="Go back"
        title={typeof head === 'string' && head.trim() !== '' ? `Household: ${head}` : 'Edit Household'}
        subtitle={[community, placeLine(identification.data?.state, identification.data?.lga)].filter(Boolean).join(' · ') || undefined}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_event, next: HouseholdTab) => goTo(next)} variant="scrollable" scrollButtons="auto" aria-label="Household sections">
          {HOUSEHOLD_TABS.map((part) => (
            <Tab key={part} value={part} label={HOUSEHOLD_PARTS[part].label} id={`tab-${part}`} aria-controls={`tabpanel-${part}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`tabpanel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <ActivePart key={tab} id={id} tab={tab} goTo={goTo} />
      </Box>
    </Stack>
  );
}
