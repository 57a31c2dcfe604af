/**
 * The web collector's record form (issue 26 point 3): one field group per screen, Next checks the
 * current group with the domain schema, Save (last step) checks them all and hands the record
 * over as the device pushes it. Every change goes to `onChange`, so the shell saves the draft.
 */
import { useEffect, useRef, useState, type FormEvent, type JSX } from 'react';
import type { DeviceTable } from '../../domain/protocol';
import type { Translate } from '../../i18n/messages';
import { errorText } from './errorMessages';
import { explorerFieldsOf } from './explorerFields';
import { FORM_STEPS } from './formSteps';
import { locationParent, LOCATION_SOURCE, placeOf, withParentLocation } from './parentLocation';
import { checkStep, firstInvalidStep, recordData, recordLinks, type FieldError, type Links, type Values } from './recordValues';
import { inputIdOf, StepBody } from './StepBody';
import './forms.css';

export interface FormDraft {
  values: Record<string, unknown>;
  links?: Record<string, string>;
  step: number;
}
export interface ParentChoice {
  localUUID: string;
  label: string;
  state?: string;
  lga?: string;
  ward?: string;
}
export interface RecordFormProps {
  table: DeviceTable;
  draft: FormDraft;
  parents: Partial<Record<'schools' | 'communities' | 'households', ParentChoice[]>>;
  reviewComment?: string | null;
  t: Translate;
  onChange(draft: FormDraft): void;
  onSubmit(record: { data: Record<string, unknown>; links?: Record<string, string>; explorer: Record<string, unknown> }): Promise<void>;
  onCancel(): void;
}

type Focus = { target: 'heading' } | { target: 'input'; id: string } | null;

const clampStep = (step: number, count: number) => (Number.isInteger(step) ? Math.min(Math.max(step, 0), count - 1) : 0);

export function RecordForm({ table, draft, parents, reviewComment, t, onChange, onSubmit, onCancel }: RecordFormProps): JSX.Element {
  const steps = FORM_STEPS[table];
  const [values, setValues] = useState<Values>(draft.values);
  const [links, setLinks] = useState<Links>(draft.links ?? {});
  const [step, setStep] = useState(() => clampStep(draft.step, steps.length));
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [focus, setFocus] = useState<Focus>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focus?.target === 'heading') headingRef.current?.focus();
    else if (focus?.target === 'input') formRef.current?.querySelector<HTMLElement>(`#${focus.id}`)?.focus();
  }, [focus]);

  const emit = (next: { values?: Values; links?: Links; step?: number }) => {
    const changed = { values: next.values ?? values, links: next.links ?? links, step: next.step ?? step };
    if (next.values) setValues(changed.values);
    if (next.links) setLinks(changed.links);
    if (next.step !== undefined) setStep(changed.step);
    onChange({ values: changed.values, links: changed.links, step: changed.step });
  };

  const clearErrors = (names: string[]) => setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !names.includes(name))));

  const changeValues = (patch: Values) => {
    clearErrors(Object.keys(patch));
    emit({ values: { ...values, ...patch } });
  };

  const changeLink = (key: string, localUUID: string) => {
    clearErrors([`links.${key}`]);
    const nextLinks = { ...links, [key]: localUUID };
    const source = LOCATION_SOURCE[table];
    const parent = source?.link === key && !source.always && !values.state ? locationParent(table, nextLinks, parents) : undefined;
    emit({ links: nextLinks, values: parent ? { ...values, ...placeOf(parent) } : undefined });
  };

  const goTo = (index: number) => {
    setErrors({});
    emit({ step: index });
    setFocus({ target: 'heading' });
  };

  const showErrors = (index: number, found: Record<string, FieldError>) => {
    setErrors(found);
    if (index !== step) emit({ step: index });
    setFocus({ target: 'input', id: inputIdOf(Object.keys(found)[0]) });
  };

  const save = async () => {
    const invalid = firstInvalidStep(table, values, links);
    if (invalid) return showErrors(invalid.step, invalid.errors);
    const chosen = recordLinks(table, links);
    const data = withParentLocation(table, recordData(table, values), links, parents);
    const explorer = explorerFieldsOf(table, data, chosen, parents);
    setSaving(true);
    setSaveFailed(false);
    try {
      await onSubmit(chosen ? { data, links: chosen, explorer } : { data, explorer });
    } catch {
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (step === steps.length - 1) return void save();
    const found = checkStep(table, steps[step], values, links);
    if (Object.keys(found).length > 0) showErrors(step, found);
    else goTo(step + 1);
  };

  const current = steps[step];
  const group = t(`collectForms.groups.${table}.${current.key}`);
  const label = (name: string) => (name.startsWith('links.') ? t(`collectForms.${name}`) : t(`collectForms.fields.${table}.${name}`));
  const shownErrors = Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, errorText(error, label(name), t)]));
  const last = step === steps.length - 1;

  return (
    <form ref={formRef} className="cf-form" noValidate onSubmit={submit}>
      {reviewComment && (
        <div className="cf-review" role="note">
          <strong>{t('collectForms.reviewComment')}</strong>
          <p>{reviewComment}</p>
        </div>
      )}
      <h2 className="cf-step" ref={headingRef} tabIndex={-1}>
        {t('collectForms.step', { step: step + 1, total: steps.length, group })}
      </h2>
      <StepBody
        table={table}
        step={current}
        values={values}
        links={links}
        parents={parents}
        errors={shownErrors}
        t={t}
        onValues={changeValues}
        onLink={changeLink}
      />
      {saveFailed && (
        <p className="cf-error" role="alert">
          {t('collectForms.saveFailed')}
        </p>
      )}
      <div className="cf-actions">
        <button type="submit" className="cf-button cf-primary" disabled={saving}>
          {last ? t(saving ? 'collectForms.saving' : 'collectForms.save') : t('collectForms.next')}
        </button>
        {step > 0 && (
          <button type="button" className="cf-button cf-secondary" onClick={() => goTo(step - 1)}>
            {t('collectForms.back')}
          </button>
        )}
        <button type="button" className="cf-button cf-secondary" onClick={onCancel}>
          {t('collectForms.cancel')}
        </button>
      </div>
    </form>
  );
}
