import { TextArrayInput, TextInput } from 'react-admin';
import { ALTERNATE_LEARNER_ACCOMMODATION } from '../../../domain/records';
import { GridHeading } from '../../common/form/FormSection';
import { NativeSelectInput, SwitchInput } from '../../common/form/inputs';
import { ShowWhen, isTrue } from '../../common/form/ShowWhen';
import { schoolField as f, type SCHOOL_LABELS } from './labels';

const switches = (names: readonly (keyof typeof SCHOOL_LABELS)[]) => names.map((name) => <SwitchInput key={name} {...f(name)} />);
const notTrue = (value: unknown) => value !== true;

/** Teaching aids, power, water, accommodation, curriculum, subjects, books and provisions. */
export function SchoolResourcesTab() {
  return (
    <>
      <GridHeading>Teaching aids</GridHeading>
      {switches(['audioVisualAids', 'graphs', 'teachersGuide', 'pupilsBooks', 'posters'])}
      <TextArrayInput {...f('teachingMaterials')} />
      <GridHeading>Power</GridHeading>
      {switches(['nationalGrid', 'solar', 'generator', 'otherPowerSource'])}
      <ShowWhen name="otherPowerSource" test={isTrue}>
        <TextInput {...f('otherPowerSourceText')} />
      </ShowWhen>
      <SwitchInput {...f('electricityNone')} />
      <TextArrayInput {...f('powerSources')} />
      <GridHeading>Water</GridHeading>
      {switches(['rain', 'well', 'river', 'waterboard', 'waterNone'])}
      <TextArrayInput {...f('waterSources')} />
      <GridHeading>Learner accommodation</GridHeading>
      <SwitchInput {...f('learnerAccommodationAvailable')} />
      <ShowWhen name="learnerAccommodationAvailable" test={notTrue}>
        <NativeSelectInput {...f('alternateLearnerAccommodation')} options={ALTERNATE_LEARNER_ACCOMMODATION} />
      </ShowWhen>
      <SwitchInput {...f('foodFoorAlmajiri')} />
      <GridHeading>Curriculum and guidelines</GridHeading>
      {switches(['abepCurriculum', 'usingAbepCurriculum', 'availibilityOfGuidelines', 'guidelinesInUse'])}
      <TextInput {...f('otherCurriculum')} />
      <GridHeading>Subjects taught</GridHeading>
      {switches(['teachingQuran', 'teachingHadith', 'teachingMaths', 'teachingEnglish', 'teachingOthers'])}
      <GridHeading>Books available</GridHeading>
      {switches(['availableQuranBooks', 'availableHadithBooks', 'availableMathsBooks', 'availableEnglishBooks', 'availableOtherBooks'])}
      <TextInput {...f('otherTypesOfBooks')} />
      <TextArrayInput {...f('textBookProvider')} />
      <TextInput {...f('otherTextBookProvider')} />
    </>
  );
}
