/** Special Needs Assessment and Living Conditions of the child form. */
import { LIVING_WITH, LOSS_OF_PARENT } from '../../../domain/records';
import { FormSection } from '../../common/form/FormSection';
import { SelectInput } from '../../common/form/SelectInput';
import { ShowWhen, isTrue } from '../../common/form/ShowWhen';
import { TextInput } from '../../common/form/TextInput';
import { YesNoInput } from '../../common/form/YesNoInput';

const SPECIAL_NEEDS = [
  'specialNeedsSeeing',
  'specialNeedsHearing',
  'specialNeedsWalking',
  'specialNeedsRemembering',
  'specialNeedsCommunicating',
  'specialNeedsSelfCare',
  'specialNeedsOther',
] as const;

export function SpecialNeedsSection() {
  return (
    <FormSection title="Special Needs Assessment" testId="section-special-needs-assessment">
      {SPECIAL_NEEDS.map((name) => (
        <YesNoInput key={name} name={name} />
      ))}
      <ShowWhen name="specialNeedsOther" test={isTrue}>
        <TextInput name="specifySpecialNeedsOther" />
      </ShowWhen>
    </FormSection>
  );
}

export function LivingConditionsSection() {
  return (
    <FormSection title="Living Conditions" testId="section-living-conditions">
      <SelectInput name="livingWith" options={LIVING_WITH} />
      <SelectInput name="lossOfParent" options={LOSS_OF_PARENT} />
      <YesNoInput name="psychoSocialSupport" />
    </FormSection>
  );
}
