import { ALTERNATE_LEARNER_ACCOMMODATION } from '../../../domain/records';
import { GridHeading } from '../../common/form/FormSection';
import { SelectInput } from '../../common/form/SelectInput';
import { ShowWhen, isTrue } from '../../common/form/ShowWhen';
import { SwitchInput } from '../../common/form/SwitchInput';
import { TextInput } from '../../common/form/TextInput';
import { TextListInput } from '../../common/form/TextListInput';

const switches = (names: readonly string[]) => names.map((name) => <SwitchInput key={name} name={name} />);
const notTrue = (value: unknown) => value !== true;

/** Teaching aids, power, water, accommodation, curriculum, subjects, books and provisions. */
export function SchoolResourcesTab() {
  return (
    <>
      <GridHeading>Teaching aids</GridHeading>
      {switches(['audioVisualAids', 'graphs', 'teachersGuide', 'pupilsBooks', 'posters'])}
      <TextListInput name="teachingMaterials" />
      <GridHeading>Power</GridHeading>
      {switches(['nationalGrid', 'solar', 'generator', 'otherPowerSource'])}
      <ShowWhen name="otherPowerSource" test={isTrue}>
        <TextInput name="otherPowerSourceText" />
      </ShowWhen>
      <SwitchInput name="electricityNone" />
      <TextListInput name="powerSources" />
      <GridHeading>Water</GridHeading>
      {switches(['rain', 'well', 'river', 'waterboard', 'waterNone'])}
      <TextListInput name="waterSources" />
      <GridHeading>Learner accommodation</GridHeading>
      <SwitchInput name="learnerAccommodationAvailable" />
      <ShowWhen name="learnerAccommodationAvailable" test={notTrue}>
        <SelectInput name="alternateLearnerAccommodation" options={ALTERNATE_LEARNER_ACCOMMODATION} />
      </ShowWhen>
      <SwitchInput name="foodFoorAlmajiri" />
      <GridHeading>Curriculum and guidelines</GridHeading>
      {switches(['abepCurriculum', 'usingAbepCurriculum', 'availibilityOfGuidelines', 'guidelinesInUse'])}
      <TextInput name="otherCurriculum" />
      <GridHeading>Subjects taught</GridHeading>
      {switches(['teachingQuran', 'teachingHadith', 'teachingMaths', 'teachingEnglish', 'teachingOthers'])}
      <GridHeading>Books available</GridHeading>
      {switches(['availableQuranBooks', 'availableHadithBooks', 'availableMathsBooks', 'availableEnglishBooks', 'availableOtherBooks'])}
      <TextInput name="otherTypesOfBooks" />
      <TextListInput name="textBookProvider" />
      <TextInput name="otherTextBookProvider" />
    </>
  );
}
