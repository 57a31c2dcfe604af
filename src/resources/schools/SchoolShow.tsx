/**
 * /admin/schools/:id — the school page: its fields in the seven groups of the edit screen, its
 * learner and staff counts and lists, and Edit (to /admin/schools/edit/:id) for users who may write.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Link as RouterLink } from 'react-router-dom';
import { ShowBase, useShowContext } from 'ra-core';
import { Title } from 'react-admin';
import { canOpenPath } from '../../domain/navigation';
import { useSession } from '../../providers/useSession';
import { PageSpinner } from '../../ui/PageSpinner';
import { lgaName, stateName } from '../common/locationNames';
import { schoolEditPath } from '../common/recordPaths';
import { SchoolLearners, SchoolStaff } from './SchoolMembers';
import { SchoolTabs } from './SchoolTabs';

function Count({ label, value, testId }: { label: string; value: unknown; testId: string }) {
  return <Chip variant="outlined" label={`${label}: ${typeof value === 'number' ? value : '—'}`} data-testid={testId} />;
}

function SchoolShowView() {
  const { record, isPending, error } = useShowContext();
  const { user } = useSession();
  if (isPending) return <PageSpinner label="Loading the learning centre" />;
  if (error || !record) return <Typography role="alert">This learning centre could not be loaded.</Typography>;
  const name = record.schoolName || `Learning centre #${record.id}`;
  const place = [lgaName(record.state, record.lga), stateName(record.state)].filter(Boolean).join(', ');
  const editPath = schoolEditPath(record.id);
  return (
    <Stack spacing={2}>
      <Title title={name} />
      <div>
        <Button component={RouterLink} to="/admin/schools" startIcon={<ArrowBackIcon />} size="small">
          Learning Centers
        </Button>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h2" component="h1">
            {name}
          </Typography>
          <Typography color="text.secondary">{[record.typeOfSchool, place].filter(Boolean).join(' · ')}</Typography>
        </div>
        {canOpenPath(user, editPath) && (
          <Button component={RouterLink} to={editPath} variant="contained" startIcon={<EditIcon />} sx={{ flexShrink: 0 }}>
            Edit
          </Button>
        )}
      </Stack>
      <Stack direction="row" spacing={1}>
        <Count label="Learners" value={record.learnerCount} testId="school-learner-count" />
        <Count label="Staff" value={record.staffCount} testId="school-staff-count" />
      </Stack>
      <SchoolTabs />
      <SchoolLearners />
      <SchoolStaff />
    </Stack>
  );
}

export function SchoolShow() {
  return (
    <ShowBase>
      <SchoolShowView />
    </ShowBase>
  );
}
