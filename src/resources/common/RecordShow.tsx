/**
 * The frame of a read-only record page (community, household, out-of-school child, learner,
 * staff): react-admin's <ShowBase> for the route's record, its loading and error states (a
 * missing record says so in place), a back link to the list, the record's name, Edit for users who
 * may open the type's edit screen and Delete for those who may manage it, then the page's own body. The school page has its own layout
 * (src/resources/schools/SchoolShow.tsx).
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Link as RouterLink } from 'react-router-dom';
import { ShowBase, Title, useGetRecordRepresentation, useResourceDefinition, useShowContext, useTranslate, type RaRecord } from 'react-admin';
import { canOpenPath } from '../../domain/navigation';
import { recordPath, recordTypeEntry } from '../../domain/records';
import { useSession } from '../../providers/useSession';
import { PageSpinner } from '../../ui/PageSpinner';
import { DeleteRecordButton } from './bin/DeleteRecordButton';
import { useRecordType } from './recordPaths';
import { ReviewPanel } from './review/ReviewPanel';

interface RecordShowProps {
  children: ReactNode;
  /** A line under the name (e.g. the place). */
  subtitle?: (record: RaRecord) => string;
  /** The getOne `meta` (the household's identification part). */
  meta?: Record<string, unknown>;
}

/** Whether a failed read means the record is not there (the API's 404). */
export const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/** The type's edit screen for this record when it has one and the user may open it. */
function useEditPath(record: RaRecord | undefined): string | undefined {
  const type = useRecordType();
  const { hasEdit } = useResourceDefinition();
  const { user } = useSession();
  if (!record || !hasEdit || !recordTypeEntry(type).routes.edit) return undefined;
  const path = recordPath(type, 'edit', record.id);
  return canOpenPath(user, path) ? path : undefined;
}

function RecordShowView({ children, subtitle }: Pick<RecordShowProps, 'children' | 'subtitle'>) {
  const { record, isPending, error } = useShowContext();
  const type = useRecordType();
  const translate = useTranslate();
  const represent = useGetRecordRepresentation();
  const editPath = useEditPath(record);
  if (isPending) return <PageSpinner label={translate('records.show.loading')} />;
  if (error || !record) {
    return (
      <Typography role="alert" data-testid="show-error">
        {translate(isNotFound(error) ? 'recordShow.notFound' : 'records.show.loadFailed')}
      </Typography>
    );
  }
  const heading = represent(record);
  const line = subtitle?.(record);
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Title title={<>{heading}</>} />
      <div>
        <Button component={RouterLink} to={recordPath(type, 'list')} startIcon={<ArrowBackIcon />} size="small">
          {translate(recordTypeEntry(type).labelKey)}
        </Button>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h2" component="h1">
            {heading}
          </Typography>
          {line ? <Typography color="text.secondary">{line}</Typography> : null}
        </div>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {editPath && (
            <Button component={RouterLink} to={editPath} variant="contained" startIcon={<EditIcon />}>
              {translate('recordShow.edit')}
            </Button>
          )}
          <DeleteRecordButton type={type} record={record} />
        </Stack>
      </Stack>
      {children}
      <ReviewPanel />
    </Stack>
  );
}

export function RecordShow({ children, subtitle, meta }: RecordShowProps) {
  return (
    // A failed read stays on the page with its message instead of react-admin's redirect to the list.
    <ShowBase queryOptions={{ meta, onError: () => undefined }}>
      <RecordShowView subtitle={subtitle}>{children}</RecordShowView>
    </ShowBase>
  );
}
