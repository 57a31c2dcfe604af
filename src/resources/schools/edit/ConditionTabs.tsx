/** Infrastructure (condition ratings) and Facilities (usability ratings) of a learning centre. */
import { CONDITION_RATINGS, USABILITY_RATINGS } from '../../../domain/records';
import { GridHeading } from '../../common/form/FormSection';
import { SelectInput } from '../../common/form/SelectInput';
import { TextInput } from '../../common/form/TextInput';

const BUILDINGS = ['physicalBuilding', 'perimeterFence', 'classrooms', 'temporaryStructureUTS', 'temporaryStructureCanopy'] as const;
const LEARNER_ITEMS = [
  'learnerTables', 'learnerChairs', 'learnerMats', 'learnerWritingBoards', 'learnerChalk', 'learnerMarker',
  'learnerPitToilet', 'learnerWaterCistern', 'learnerBucketSystem',
] as const;
const STAFF_ITEMS = ['staffTables', 'staffChairs', 'staffRoom', 'staffBookShelf', 'staffPitToilet', 'staffWaterCistern', 'staffBucketSystem'] as const;

export function SchoolInfrastructureTab() {
  return (
    <>
      {BUILDINGS.map((name) => (
        <SelectInput key={name} name={name} options={CONDITION_RATINGS} />
      ))}
      <TextInput name="buildingRemarks" multiline />
    </>
  );
}

export function SchoolFacilitiesTab() {
  return (
    <>
      <GridHeading>Learner facilities</GridHeading>
      {LEARNER_ITEMS.map((name) => (
        <SelectInput key={name} name={name} options={USABILITY_RATINGS} />
      ))}
      <TextInput name="learnerRemarks" multiline />
      <GridHeading>Staff facilities</GridHeading>
      {STAFF_ITEMS.map((name) => (
        <SelectInput key={name} name={name} options={USABILITY_RATINGS} />
      ))}
      <TextInput name="staffRemarks" multiline />
    </>
  );
}
