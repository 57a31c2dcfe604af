/** The learners and the staff of a school (lists filtered by schoolId), under the school page. */
import { DataTable, type RaRecord } from 'react-admin';
import { DetailLink } from '../common/DetailLink';
import { RelatedList } from '../common/RelatedList';
import { ValueField } from '../common/values';

export function SchoolLearners() {
  return (
    <RelatedList
      resource="learners"
      target="schoolId"
      sort={{ field: 'lastName', order: 'ASC' }}
      title="resources.schools.show.learners"
      empty="resources.schools.show.noLearners"
      testId="school-learners"
    >
      <DataTable.Col source="lastName" render={(r: RaRecord) => <DetailLink resource="learners">{r.lastName}</DetailLink>} />
      <DataTable.Col source="firstName" />
      <DataTable.Col source="sex" field={ValueField} disableSort />
      <DataTable.NumberCol source="age" />
      <DataTable.Col source="currentLevel" field={ValueField} disableSort />
    </RelatedList>
  );
}

export function SchoolStaff() {
  return (
    <RelatedList
      resource="staff"
      target="schoolId"
      sort={{ field: 'fullName', order: 'ASC' }}
      title="resources.schools.show.staff"
      empty="resources.schools.show.noStaff"
      testId="school-staff"
    >
      <DataTable.Col source="fullName" render={(r: RaRecord) => <DetailLink resource="staff">{r.fullName}</DetailLink>} />
      <DataTable.Col source="role" field={ValueField} disableSort />
      <DataTable.Col source="typeOfStaff" field={ValueField} disableSort />
      <DataTable.Col source="phone" disableSort />
    </RelatedList>
  );
}
