/** The choice of a record's parent (its learning centre, community or household) among the device's records. */
import type { Translate } from '../../i18n/messages';
import { FieldError, LabelText, errorProps } from './FieldInput';
import type { ParentChoice } from './RecordForm';

interface ParentSelectProps {
  id: string;
  label: string;
  required: boolean;
  choices: readonly ParentChoice[];
  value: string;
  error?: string;
  t: Translate;
  onChange(localUUID: string): void;
}

export function ParentSelect({ id, label, required, choices, value, error, t, onChange }: ParentSelectProps) {
  return (
    <div className="cf-field">
      <label htmlFor={id}>
        <LabelText label={label} required={required} />
      </label>
      <select
        id={id}
        name={id}
        value={value}
        aria-required={required || undefined}
        {...errorProps(id, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('collectForms.choose')}</option>
        {choices.map((choice) => (
          <option key={choice.localUUID} value={choice.localUUID}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
