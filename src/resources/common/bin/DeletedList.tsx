/**
 * /admin/{resource}/deleted — a record type's Deleted view: the deleted records that can
 * still be restored, newest first, with who deleted each, when, why and until when it can be
 * restored, and a Restore button per row. Only for users with the type's manage permission (the
 * server refuses the others); anyone else is sent to the list.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { DataTable, FilterForm, ListBase, Pagination, SearchInput, Title, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { recordPath, recordTypeEntry, type RecordType } from '../../../domain/records';
import type { DeletedListMeta, DeletedRecordRow } from '../../../providers/recordBinApi';
import { formatDateTime } from '../../../i18n/format';
import { PageSpinner } from '../../../ui/PageSpinner';
import { placeLine } from '../form/placeNames';
import { useRecordType } from '../recordPaths';
import { ROWS_PER_PAGE } from '../RecordList';
import { RestoreButton } from './RestoreButton';
import { useBinName, useMayManage } from './useBin';

const META: DeletedListMeta = { deleted: true };
const SEARCH = [<SearchInput key="q" source="q" alwaysOn />];
const when = (iso: string) => formatDateTime(new Date(iso));

function DeletedEmpty({ type }: { type: RecordType }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const searched = typeof filterValues.q === 'string' && filterValues.q !== '';
  return (
    <Typography role="status" data-testid="deleted-empty" sx={{ py: 6, textAlign: 'center' }}>
      {translate(searched ? 'bin.noMatch' : 'bin.empty', { noun: translate(`records.nouns.${type}`) })}
    </Typography>
  );
}

function DeletedTable({ type }: { type: RecordType }) {
  const translate = useTranslate();
  const nameOf = useBinName(type);
  const { isPending, error } = useListContext();
  if (isPending) return <PageSpinner label={translate('bin.loading')} />;
  if (error) return <Typography role="alert">{translate('bin.loadFailed')}</Typography>;
  const row = (record: RaRecord) => record as DeletedRecordRow;
  return (
    <DataTable rowClick={false} bulkActionButtons={false} empty={<DeletedEmpty type={type} />} data-testid="deleted-table">
      <DataTable.Col
        source="name"
        label={translate('bin.columns.name')}
        render={(record: RaRecord) => row(record).name || nameOf({ id: record.id })}
        disableSort
      />
      <DataTable.Col source="state" label={translate('bin.columns.place')} render={(record: RaRecord) => placeLine(record.state, record.lga)} disableSort />
      <DataTable.Col source="deletedAt" label={translate('bin.columns.deletedAt')} render={(record: RaRecord) => when(row(record).deletedAt)} />
      <DataTable.Col
        source="deletedBy"
        label={translate('bin.columns.deletedBy')}
        render={(record: RaRecord) => row(record).deletedBy ?? translate('bin.unknownUser')}
        disableSort
      />
      <DataTable.Col source="reason" label={translate('bin.columns.reason')} disableSort />
      <DataTable.Col
        source="restorableUntil"
        label={translate('bin.columns.restorableUntil')}
        render={(record: RaRecord) => when(row(record).restorableUntil)}
        disableSort
      />
      <DataTable.Col label={false} render={() => <RestoreButton type={type} />} />
    </DataTable>
  );
}

export function DeletedList() {
  const type = useRecordType();
  const translate = useTranslate();
  const mayManage = useMayManage(type);
  if (!mayManage) return <Navigate to={recordPath(type, 'list')} replace />;
  const label = translate(recordTypeEntry(type).labelKey);
  const title = translate('bin.title', { label });
  return (
    <Stack spacing={1} data-testid="deleted-view">
      <Title title={title} />
      <div>
        <Button component={RouterLink} to={recordPath(type, 'list')} startIcon={<ArrowBackIcon />} size="small">
          {label}
        </Button>
      </div>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{translate('bin.intro')}</Typography>
      {/* Its own list state: the type's list keeps its filters, page and sort. */}
      <ListBase queryOptions={{ meta: META }} sort={{ field: 'deletedAt', order: 'DESC' }} perPage={25} disableSyncWithLocation storeKey={false}>
        <FilterForm filters={SEARCH} />
        <DeletedTable type={type} />
        <Pagination rowsPerPageOptions={ROWS_PER_PAGE} />
      </ListBase>
    </Stack>
  );
}
