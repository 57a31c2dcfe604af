import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { HOUSEHOLD_PARTS_BY_TAB, HOUSEHOLD_TABS, householdTabOf, type HouseholdTab } from '../../../domain/records';
import type { HouseholdPartMeta } from '../../../providers/dataProvider';
import { DeleteRecordButton } from '../../common/bin/DeleteRecordButton';
import { EditPageHeader } from '../../common/form/EditPageHeader';
import { placeLine } from '../../common/form/placeNames';
import { HouseholdPartEdit } from './HouseholdPartEdit';
import { HOUSEHOLDS_LIST_PATH, type Destination } from './householdParts';
import { ReviewHistory } from '../../common/review/ReviewHistory';

const IDENTIFICATION: HouseholdPartMeta = { part: 'identification' };

/** The household's name and place over every tab, from its identification (the same query as that tab's), and Delete (the whole household). */
function HouseholdHeader({ id }: { id: string }) {
  const translate = useTranslate();
  const { data } = useGetOne('households', { id, meta: IDENTIFICATION });
  const head = typeof data?.householdHead === 'string' ? data.householdHead.trim() : '';
  const community = typeof data?.communityName === 'string' ? data.communityName : '';
  return (
    <EditPageHeader
      backLabel={translate('resources.households.buttons.goBack')}
      title={head !== '' ? translate('resources.households.edit.title', { name: data?.householdHead }) : translate('resources.households.edit.untitled')}
      subtitle={[community, placeLine(data?.state, data?.lga)].filter(Boolean).join(' · ') || undefined}
      actions={<DeleteRecordButton type="households" record={data} />}
    />
  );
}

/** /admin/households/:id?tab=… — edit a household, one part per tab, each loaded and saved on its own (spec 02 §2.2). */
export function HouseholdEdit() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = householdTabOf(searchParams.get('tab'));
  const go = useCallback((to: Destination) => (to === 'list' ? navigate(HOUSEHOLDS_LIST_PATH) : setSearchParams({ tab: to })), [navigate, setSearchParams]);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <HouseholdHeader id={id} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: HouseholdTab) => go(next)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={translate('resources.households.tabs.sections')}
        >
          {HOUSEHOLD_TABS.map((part) => (
            <Tab key={part} value={part} label={translate(HOUSEHOLD_PARTS_BY_TAB[part].labelKey)} id={`tab-${part}`} aria-controls={`tabpanel-${part}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`tabpanel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <HouseholdPartEdit key={tab} part={tab} go={go} />
      </Box>
      <ReviewHistory id={id} />
    </Stack>
  );
}
