/** Special Needs Assessment and Living Conditions of the child form. */
import { TextInput } from 'react-admin';
import { LIVING_WITH, LOSS_OF_PARENT } from '../../../domain/records';
import { FormSection } from '../../common/form/FormSection';
import { NativeSelectInput, YesNoInput } from '../../common/form/inputs';
import { childField as f } from './labels';
import { ShowWhen, isTrue } from '../../common/form/ShowWhen';

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
        <YesNoInput key={name} {...f(name)} />
      ))}
      <ShowWhen name="specialNeedsOther" test={isTrue}>
        <TextInput {...f('specifySpecialNeedsOther')} />
      </ShowWhen>
    </FormSection>
  );
}

export function LivingConditionsSection() {
  return (
    <FormSection title="Living Conditions" testId="section-living-conditions">
      <NativeSelectInput {...f('livingWith')} options={LIVING_WITH} />
      <NativeSelectInput {...f('lossOfParent')} options={LOSS_OF_PARENT} />
      <YesNoInput {...f('psychoSocialSupport')} />
    </FormSection>
  );
}
