/** Infrastructure (condition ratings) and Facilities (usability ratings) of a learning centre. */
import { TextInput } from 'react-admin';
import { CONDITION_RATINGS, USABILITY_RATINGS } from '../../../domain/records';
import { GridHeading } from '../../common/form/FormSection';
import { NativeSelectInput } from '../../common/form/inputs';
import { schoolField as f } from './labels';

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
        <NativeSelectInput key={name} {...f(name)} options={CONDITION_RATINGS} />
      ))}
      <TextInput {...f('buildingRemarks')} multiline minRows={2} />
    </>
  );
}

export function SchoolFacilitiesTab() {
  return (
    <>
      <GridHeading>Learner facilities</GridHeading>
      {LEARNER_ITEMS.map((name) => (
        <NativeSelectInput key={name} {...f(name)} options={USABILITY_RATINGS} />
      ))}
      <TextInput {...f('learnerRemarks')} multiline minRows={2} />
      <GridHeading>Staff facilities</GridHeading>
      {STAFF_ITEMS.map((name) => (
        <NativeSelectInput key={name} {...f(name)} options={USABILITY_RATINGS} />
      ))}
      <TextInput {...f('staffRemarks')} multiline minRows={2} />
    </>
  );
}
