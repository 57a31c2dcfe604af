/** Infrastructure (condition ratings) and Facilities (usability ratings) of a learning centre. */
import { TextInput } from 'react-admin';
import { CONDITION_RATINGS, USABILITY_RATINGS } from '../../../domain/records';
import { GridHeading } from '../../common/form/FormSection';
import { NativeSelectInput } from '../../common/form/inputs';

const BUILDINGS = ['physicalBuilding', 'perimeterFence', 'classrooms', 'temporaryStructureUTS', 'temporaryStructureCanopy'] as const;
const LEARNER_ITEMS = [
  'learnerTables',
  'learnerChairs',
  'learnerMats',
  'learnerWritingBoards',
  'learnerChalk',
  'learnerMarker',
  'learnerPitToilet',
  'learnerWaterCistern',
  'learnerBucketSystem',
] as const;
const STAFF_ITEMS = ['staffTables', 'staffChairs', 'staffRoom', 'staffBookShelf', 'staffPitToilet', 'staffWaterCistern', 'staffBucketSystem'] as const;

export function SchoolInfrastructureTab() {
  return (
    <>
      {BUILDINGS.map((name) => (
        <NativeSelectInput key={name} source={name} options={CONDITION_RATINGS} />
      ))}
      <TextInput source="buildingRemarks" multiline minRows={2} />
    </>
  );
}

export function SchoolFacilitiesTab() {
  return (
    <>
      <GridHeading label="resources.schools.headings.learnerFacilities" />
      {LEARNER_ITEMS.map((name) => (
        <NativeSelectInput key={name} source={name} options={USABILITY_RATINGS} />
      ))}
      <TextInput source="learnerRemarks" multiline minRows={2} />
      <GridHeading label="resources.schools.headings.staffFacilities" />
      {STAFF_ITEMS.map((name) => (
        <NativeSelectInput key={name} source={name} options={USABILITY_RATINGS} />
      ))}
      <TextInput source="staffRemarks" multiline minRows={2} />
    </>
  );
}
