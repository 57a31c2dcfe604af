/** Special Needs Assessment and Living Conditions of the child form. */
import { TextInput } from 'react-admin';
import { LIVING_WITH, LOSS_OF_PARENT } from '../../../domain/records';
import { FormSection } from '../../common/form/FormSection';
import { NativeSelectInput, YesNoInput } from '../../common/form/inputs';
import { ShowWhen, isTrue } from '../../common/form/ShowWhen';
import { childField as f } from './childField';

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
    <FormSection name="specialNeedsAssessment">
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
    <FormSection name="livingConditions">
      <NativeSelectInput {...f('livingWith')} options={LIVING_WITH} />
      <NativeSelectInput {...f('lossOfParent')} options={LOSS_OF_PARENT} />
      <YesNoInput {...f('psychoSocialSupport')} />
    </FormSection>
  );
}
