/** /admin/duplicates: the possible duplicates, best match first, each pair as two records side by side; a tab per status (Open, Not duplicates, Merged). */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { List, TopToolbar, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { DUPLICATE_TYPE_PATHS, type DuplicatePair } from '../../domain/duplicatePairs';
import { FilterSelect } from '../../resources/common/filterInputs';
import { CheckButton } from './CheckButton';
import { DuplicatePairCard } from './DuplicatePairCard';
import { StatusTabs } from './StatusTabs';
import { ListPagination } from '../../ui/ListPagination';

function Empty() {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ p: 3 }} data-testid="duplicates-empty">
      <Typography>{translate('duplicates.empty')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('duplicates.emptyHint')}
      </Typography>
    </Stack>
  );
}

function PairCards() {
  const { data, isPending } = useListContext<RaRecord>();
  if (isPending) return null;
  if (!data || data.length === 0) return <Empty />;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {data.map((record) => (
        <DuplicatePairCard key={record.id} pair={record as unknown as DuplicatePair} />
      ))}
    </Stack>
  );
}

export function DuplicateList() {
  const translate = useTranslate();
  const filters = [
    <FilterSelect
      key="type"
      source="type"
      label={translate('duplicates.filters.type')}
      anyLabel="duplicates.filters.anyType"
      choices={DUPLICATE_TYPE_PATHS.map((id) => ({ id, name: translate(`duplicates.types.${id}`) }))}
      alwaysOn
    />,
  ];
  const title = translate('duplicates.title');
  return (
    <Stack spacing={1}>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('duplicates.intro')}
      </Typography>
      <List
        resource="duplicates"
        title={title}
        filters={filters}
        filterDefaultValues={{ status: 'open' }}
        sort={{ field: 'score', order: 'DESC' }}
        perPage={10}
        pagination={<ListPagination rowsPerPageOptions={[10, 25, 50]} />}
        exporter={false}
        empty={false}
        actions={
          <TopToolbar>
            <CheckButton />
          </TopToolbar>
        }
      >
        <StatusTabs />
        <PairCards />
      </List>
    </Stack>
  );
}
