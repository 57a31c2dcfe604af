import { TextArrayInput, TextInput } from 'react-admin';
import { ALTERNATE_LEARNER_ACCOMMODATION } from '../../../domain/records';
import { GridHeading } from '../../common/form/FormSection';
import { NativeSelectInput, SwitchInput, Switches } from '../../common/form/inputs';
import { ShowWhen, isNotTrue, isTrue } from '../../common/form/ShowWhen';

/** Teaching aids, power, water, accommodation, curriculum, subjects, books and provisions. */
export function SchoolResourcesTab() {
  return (
    <>
      <GridHeading label="resources.schools.headings.teachingAids" />
      <Switches sources={['audioVisualAids', 'graphs', 'teachersGuide', 'pupilsBooks', 'posters']} />
      <TextArrayInput source="teachingMaterials" />
      <GridHeading label="resources.schools.headings.power" />
      <Switches sources={['nationalGrid', 'solar', 'generator', 'otherPowerSource']} />
      <ShowWhen name="otherPowerSource" test={isTrue}>
        <TextInput source="otherPowerSourceText" />
      </ShowWhen>
      <SwitchInput source="electricityNone" />
      <TextArrayInput source="powerSources" />
      <GridHeading label="resources.schools.headings.water" />
      <Switches sources={['rain', 'well', 'river', 'waterboard', 'waterNone']} />
      <TextArrayInput source="waterSources" />
      <GridHeading label="resources.schools.headings.learnerAccommodation" />
      <SwitchInput source="learnerAccommodationAvailable" />
      <ShowWhen name="learnerAccommodationAvailable" test={isNotTrue}>
        <NativeSelectInput source="alternateLearnerAccommodation" options={ALTERNATE_LEARNER_ACCOMMODATION} />
      </ShowWhen>
      <SwitchInput source="foodFoorAlmajiri" />
      <GridHeading label="resources.schools.headings.curriculum" />
      <Switches sources={['abepCurriculum', 'usingAbepCurriculum', 'availibilityOfGuidelines', 'guidelinesInUse']} />
      <TextInput source="otherCurriculum" />
      <GridHeading label="resources.schools.headings.subjects" />
      <Switches sources={['teachingQuran', 'teachingHadith', 'teachingMaths', 'teachingEnglish', 'teachingOthers']} />
      <GridHeading label="resources.schools.headings.books" />
      <Switches sources={['availableQuranBooks', 'availableHadithBooks', 'availableMathsBooks', 'availableEnglishBooks', 'availableOtherBooks']} />
      <TextInput source="otherTypesOfBooks" />
      <TextArrayInput source="textBookProvider" />
      <TextInput source="otherTextBookProvider" />
    </>
  );
}
