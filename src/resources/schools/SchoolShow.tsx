/**
 * /admin/schools/:id — the school page: its fields in the seven groups of the edit screen, its
 * learner and staff counts and lists, Edit (to /admin/schools/edit/:id) for users who may write and
 * Delete for those who may manage learning centres.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Link as RouterLink } from 'react-router-dom';
import { ShowBase, Title, useGetRecordRepresentation, useShowContext, useTranslate } from 'react-admin';
import { canOpenPath } from '../../domain/navigation';
import { recordPath } from '../../domain/records';
import { useSession } from '../../providers/useSession';
import { PageSpinner } from '../../ui/PageSpinner';
import { DeleteRecordButton } from '../common/bin/DeleteRecordButton';
import { isNotFound } from '../common/RecordShow';
import { ReviewPanel } from '../common/review/ReviewPanel';
import { placeLine } from '../common/form/placeNames';
import { schoolEditPath } from '../common/recordPaths';
import { useValueText } from '../common/values';
import { SchoolLearners, SchoolStaff } from './SchoolMembers';
import { SchoolTabs } from './SchoolTabs';

const count = (value: unknown) => (typeof value === 'number' ? value : '—');

function SchoolShowView() {
  const { record, isPending, error } = useShowContext();
  const { user } = useSession();
  const translate = useTranslate();
  const represent = useGetRecordRepresentation('schools');
  const valueText = useValueText();
  if (isPending) return <PageSpinner label={translate('resources.schools.show.loading')} />;
  if (error || !record) {
    return <Typography role="alert">{translate(isNotFound(error) ? 'recordShow.notFound' : 'resources.schools.show.loadFailed')}</Typography>;
  }
  const name = represent(record);
  const editPath = schoolEditPath(record.id);
  return (
    <Stack spacing={2}>
      <Title title={<>{name}</>} />
      <div>
        <Button component={RouterLink} to={recordPath('schools', 'list')} startIcon={<ArrowBackIcon />} size="small">
          {translate('menu.schools')}
        </Button>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h2" component="h1">
            {name}
          </Typography>
          <Typography color="text.secondary">
            {[record.typeOfSchool && valueText(record.typeOfSchool), placeLine(record.state, record.lga)].filter(Boolean).join(' · ')}
          </Typography>
        </div>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {canOpenPath(user, editPath) && (
            <Button component={RouterLink} to={editPath} variant="contained" startIcon={<EditIcon />}>
              {translate('resources.schools.show.edit')}
            </Button>
          )}
          <DeleteRecordButton type="schools" record={record} />
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Chip
          variant="outlined"
          label={translate('resources.schools.show.learnerCount', { count: count(record.learnerCount) })}
          data-testid="school-learner-count"
        />
        <Chip variant="outlined" label={translate('resources.schools.show.staffCount', { count: count(record.staffCount) })} data-testid="school-staff-count" />
      </Stack>
      <SchoolTabs />
      <SchoolLearners />
      <SchoolStaff />
      <ReviewPanel />
    </Stack>
  );
}

export function SchoolShow() {
  return (
    // A failed read stays on the page with its message instead of react-admin's redirect to the list.
    <ShowBase queryOptions={{ onError: () => undefined }}>
      <SchoolShowView />
    </ShowBase>
  );
}
