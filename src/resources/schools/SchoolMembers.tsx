/** The learners and the staff of a school (lists filtered by schoolId), under the school page. */
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataTable, Pagination, ReferenceManyField, useTranslate, type RaRecord, type SortPayload } from 'react-admin';
import { DetailLink } from '../common/DetailLink';
import { useDetailPath } from '../common/useDetailPath';
import { ValueField } from '../common/values';

const PER_PAGE_CHOICES = [10, 25, 50];

interface MembersProps {
  resource: 'learners' | 'staff';
  sort: SortPayload;
  /** Catalogue keys of the heading and of the text shown when there are none. */
  title: string;
  empty: string;
  children: ReactNode;
}

function Members({ resource, sort, title, empty, children }: MembersProps) {
  const translate = useTranslate();
  const detailPath = useDetailPath(resource);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} data-testid={`school-${resource}`}>
      <Typography variant="h3" component="h2" sx={{ p: 1 }}>
        {translate(title)}
      </Typography>
      <ReferenceManyField reference={resource} target="schoolId" sort={sort} perPage={10} pagination={<Pagination rowsPerPageOptions={PER_PAGE_CHOICES} />}>
        <DataTable
          resource={resource}
          rowClick={(_id, _r, record) => detailPath(record)}
          bulkActionButtons={false}
          empty={
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {translate(empty)}
            </Typography>
          }
        >
          {children}
        </DataTable>
      </ReferenceManyField>
    </Paper>
  );
}

export function SchoolLearners() {
  return (
    <Members resource="learners" sort={{ field: 'lastName', order: 'ASC' }} title="resources.schools.show.learners" empty="resources.schools.show.noLearners">
      <DataTable.Col source="lastName" render={(r: RaRecord) => <DetailLink resource="learners">{r.lastName}</DetailLink>} />
      <DataTable.Col source="firstName" />
      <DataTable.Col source="sex" field={ValueField} disableSort />
      <DataTable.NumberCol source="age" />
      <DataTable.Col source="currentLevel" field={ValueField} disableSort />
    </Members>
  );
}

export function SchoolStaff() {
  return (
    <Members resource="staff" sort={{ field: 'fullName', order: 'ASC' }} title="resources.schools.show.staff" empty="resources.schools.show.noStaff">
      <DataTable.Col source="fullName" render={(r: RaRecord) => <DetailLink resource="staff">{r.fullName}</DetailLink>} />
      <DataTable.Col source="role" field={ValueField} disableSort />
      <DataTable.Col source="typeOfStaff" field={ValueField} disableSort />
      <DataTable.Col source="phone" disableSort />
    </Members>
  );
}
