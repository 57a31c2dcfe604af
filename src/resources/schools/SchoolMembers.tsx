/** The learners and the staff of a school (lists filtered by schoolId), under the school page. */
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataTable, Pagination, ReferenceManyField, type RaRecord } from 'react-admin';
import { DetailLink } from '../common/DetailLink';
import { useDetailPath } from '../common/useDetailPath';

const PER_PAGE_CHOICES = [10, 25, 50];

function Empty({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {text}
    </Typography>
  );
}

function MembersTable({ resource, children, empty }: { resource: string; children: ReactNode; empty: string }) {
  const detailPath = useDetailPath(resource);
  return (
    <DataTable resource={resource} rowClick={(_id, _r, record) => detailPath(record)} bulkActionButtons={false} empty={<Empty text={empty} />}>
      {children}
    </DataTable>
  );
}

export function SchoolLearners() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} data-testid="school-learners">
      <Typography variant="h3" component="h2" sx={{ p: 1 }}>
        Learners
      </Typography>
      <ReferenceManyField reference="learners" target="schoolId" sort={{ field: 'lastName', order: 'ASC' }} perPage={10} pagination={<Pagination rowsPerPageOptions={PER_PAGE_CHOICES} />}>
        <MembersTable resource="learners" empty="No learners are recorded for this learning centre.">
          <DataTable.Col source="lastName" label="Last name" render={(r: RaRecord) => <DetailLink resource="learners">{r.lastName}</DetailLink>} />
          <DataTable.Col source="firstName" label="First name" />
          <DataTable.Col source="sex" label="Sex" disableSort />
          <DataTable.NumberCol source="age" label="Age" />
          <DataTable.Col source="currentLevel" label="Level" disableSort />
        </MembersTable>
      </ReferenceManyField>
    </Paper>
  );
}

export function SchoolStaff() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} data-testid="school-staff">
      <Typography variant="h3" component="h2" sx={{ p: 1 }}>
        Staff
      </Typography>
      <ReferenceManyField reference="staff" target="schoolId" sort={{ field: 'fullName', order: 'ASC' }} perPage={10} pagination={<Pagination rowsPerPageOptions={PER_PAGE_CHOICES} />}>
        <MembersTable resource="staff" empty="No staff are recorded for this learning centre.">
          <DataTable.Col source="fullName" label="Name" render={(r: RaRecord) => <DetailLink resource="staff">{r.fullName}</DetailLink>} />
          <DataTable.Col source="role" label="Role" disableSort />
          <DataTable.Col source="typeOfStaff" label="Type" disableSort />
          <DataTable.Col source="phone" label="Phone" disableSort />
        </MembersTable>
      </ReferenceManyField>
    </Paper>
  );
}
