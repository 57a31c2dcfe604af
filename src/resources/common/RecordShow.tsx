/**
 * A plain read-only page for a record (learners, staff): heading, back link to its list, its own
 * fields, then its location and times. The school page has its own layout (src/resources/schools/SchoolShow.tsx).
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { ShowBase, Title, useGetRecordRepresentation, useShowContext, useTranslate } from 'react-admin';
import { recordPath } from '../../domain/records';
import { PageSpinner } from '../../ui/PageSpinner';
import { FieldList } from './FieldList';
import { useRecordType } from './recordPaths';

/** Shown after the type's own fields. */
const RECORD_FIELDS = ['state', 'lga', 'ward', 'zone', 'createdAt', 'updatedAt'];

function RecordShowView({ fields }: { fields: readonly string[] }) {
  const { record, isPending, error } = useShowContext();
  const type = useRecordType();
  const translate = useTranslate();
  const represent = useGetRecordRepresentation();
  if (isPending) return <PageSpinner label={translate('records.show.loading')} />;
  if (error || !record) return <Typography role="alert">{translate('records.show.loadFailed')}</Typography>;
  const heading = represent(record);
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Title title={<>{heading}</>} />
      <div>
        <Button component={RouterLink} to={recordPath(type, 'list')} startIcon={<ArrowBackIcon />} size="small">
          {translate(`menu.${type}`)}
        </Button>
      </div>
      <Typography variant="h2" component="h1">
        {heading}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <FieldList fields={[...fields, ...RECORD_FIELDS]} />
      </Paper>
    </Stack>
  );
}

export function RecordShow({ fields }: { fields: readonly string[] }) {
  return (
    <ShowBase>
      <RecordShowView fields={fields} />
    </ShowBase>
  );
}
