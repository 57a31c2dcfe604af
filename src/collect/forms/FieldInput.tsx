/**
 * One record field as a native input, chosen by the field's kind in its domain schema. Its label,
 * its error (tied by aria-describedby) and, where required, an asterisk that screen readers skip
 * (aria-required says it instead).
 */
import type { ReactNode } from 'react';
import type { Translate } from '../../i18n/messages';
import type { FieldInfo } from './fieldKinds';

export interface InputProps {
  /** The id of the (first) input; its error is `${id}-error`. */
  id: string;
  label: string;
  required: boolean;
  error?: string;
  t: Translate;
}

interface FieldInputProps extends InputProps {
  info: FieldInfo;
  value: unknown;
  onChange(value: unknown): void;
}

const HTML_TYPES: Partial<Record<FieldInfo['kind'], string>> = { text: 'text', email: 'email', url: 'url', date: 'date', number: 'number' };

export const errorIdOf = (id: string) => `${id}-error`;

export function errorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorIdOf(id) } : {};
}

export function LabelText({ label, required }: { label: string; required: boolean }) {
  return (
    <>
      {label}
      {required && (
        <span className="cf-required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p className="cf-error" id={errorIdOf(id)}>
      {error}
    </p>
  );
}

function Field({ id, label, required, error, children }: InputProps & { children: ReactNode }) {
  return (
    <div className="cf-field">
      <label htmlFor={id}>
        <LabelText label={label} required={required} />
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

function Group({ id, label, required, error, children }: InputProps & { children: ReactNode }) {
  return (
    <fieldset className="cf-field cf-group" aria-required={required || undefined} {...errorProps(id, error)}>
      <legend>
        <LabelText label={label} required={required} />
      </legend>
      {children}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

const asText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export function FieldInput({ info, value, onChange, ...props }: FieldInputProps) {
  const { id, required, error, t } = props;
  const common = { id, name: id, 'aria-required': required || undefined, ...errorProps(id, error) };
  const optionLabel = (option: string) => t(`collectForms.values.${option}`);

  if (info.kind === 'flag') {
    const answers = [
      { answer: true, label: t('collectForms.yes') },
      { answer: false, label: t('collectForms.no') },
    ];
    return (
      <Group {...props}>
        {answers.map(({ answer, label }, index) => (
          <label className="cf-choice" key={label}>
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              name={id}
              checked={value === answer}
              {...errorProps(id, error)}
              onChange={() => onChange(answer)}
            />
            {label}
          </label>
        ))}
      </Group>
    );
  }
  if (info.kind === 'choices') {
    const chosen = Array.isArray(value) ? (value as string[]) : [];
    const toggle = (option: string) => onChange(chosen.includes(option) ? chosen.filter((c) => c !== option) : [...chosen, option]);
    return (
      <Group {...props}>
        {info.options.map((option, index) => (
          <label className="cf-choice" key={option}>
            <input
              type="checkbox"
              id={index === 0 ? id : undefined}
              checked={chosen.includes(option)}
              {...errorProps(id, error)}
              onChange={() => toggle(option)}
            />
            {optionLabel(option)}
          </label>
        ))}
      </Group>
    );
  }
  if (info.kind === 'choice') {
    return (
      <Field {...props}>
        <select {...common} value={asText(value)} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('collectForms.choose')}</option>
          {info.options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      </Field>
    );
  }
  if (info.kind === 'longText' || info.kind === 'textList') {
    return (
      <Field {...props}>
        {info.kind === 'textList' && <span className="cf-hint">{t('collectForms.oneItemPerLine')}</span>}
        <textarea {...common} rows={3} value={asText(value)} onChange={(event) => onChange(event.target.value)} />
      </Field>
    );
  }
  const type = info.kind === 'text' && /phone/i.test(id) ? 'tel' : (HTML_TYPES[info.kind] ?? 'text');
  return (
    <Field {...props}>
      <input {...common} type={type} step={type === 'number' ? 'any' : undefined} value={asText(value)} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}
