/** The tabs of the duplicates screen, one per pair status (Open, Not duplicates, Merged); the list's `status` filter. */
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useListContext, useTranslate } from 'react-admin';
import { DUPLICATE_STATUSES, type DuplicateStatus } from '../../domain/recordQuality';

const isStatus = (value: unknown): value is DuplicateStatus => DUPLICATE_STATUSES.includes(value as DuplicateStatus);

export function StatusTabs() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const status = isStatus(filterValues.status) ? filterValues.status : 'open';
  return (
    <Tabs
      value={status}
      onChange={(_, next: DuplicateStatus) => setFilters({ ...filterValues, status: next }, displayedFilters)}
      aria-label={translate('duplicates.filters.status')}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {DUPLICATE_STATUSES.map((id) => (
        <Tab key={id} value={id} label={translate(`duplicates.tabs.${id}`)} data-testid={`duplicates-tab-${id}`} />
      ))}
    </Tabs>
  );
}
