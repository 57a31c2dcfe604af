/** The inputs of one step: its parent choices, then its fields (the place as State → LGA → Ward). */
import type { DeviceTable } from '../../domain/protocol';
import type { Translate } from '../../i18n/messages';
import { fieldInfo } from './fieldKinds';
import { FieldInput } from './FieldInput';
import type { ParentTable, StepSpec } from './formSteps';
import { REQUIRED_FIELDS } from './formSteps';
import { LocationFields } from './LocationFields';
import { locationParent, LOCATION_SOURCE, placeOf } from './parentLocation';
import { ParentSelect } from './ParentSelect';
import type { ParentChoice } from './RecordForm';
import { linkInputName, shownFields, type Links, type Values } from './recordValues';

interface StepBodyProps {
  table: DeviceTable;
  step: StepSpec;
  values: Values;
  links: Links;
  parents: Partial<Record<ParentTable, ParentChoice[]>>;
  /** Translated error per input name (a field, or links.<key>). */
  errors: Record<string, string>;
  t: Translate;
  onValues(patch: Values): void;
  onLink(key: string, localUUID: string): void;
}

/** The DOM id of an input by its name. */
export const inputIdOf = (name: string) => `cf-${name.replace('.', '-')}`;

const PLACE = ['state', 'lga', 'ward'] as const;

export function StepBody({ table, step, values, links, parents, errors, t, onValues, onLink }: StepBodyProps) {
  const required: readonly string[] = REQUIRED_FIELDS[table];
  const fields = shownFields(table, step, values);
  const label = (field: string) => t(`collectForms.fields.${table}.${field}`);
  const text = (field: string) => (typeof values[field] === 'string' ? (values[field] as string) : '');
  const parent = fields.includes('state') ? locationParent(table, links, parents) : undefined;

  return (
    <>
      {(step.links ?? []).map((link) => (
        <ParentSelect
          key={link.key}
          id={inputIdOf(linkInputName(link.key))}
          label={t(`collectForms.links.${link.key}`)}
          required={link.required}
          choices={parents[link.from] ?? []}
          value={links[link.key] ?? ''}
          error={errors[linkInputName(link.key)]}
          t={t}
          onChange={(localUUID) => onLink(link.key, localUUID)}
        />
      ))}
      {fields.map((field) => {
        if (field === 'lga' || field === 'ward') return null;
        if (field === 'state')
          return (
            <div className="cf-place" key="place">
              {parent && (
                <button type="button" className="cf-button cf-secondary" onClick={() => onValues(placeOf(parent))}>
                  {t(`collectForms.useLocationOf.${LOCATION_SOURCE[table]?.from ?? ''}`)}
                </button>
              )}
              <LocationFields
                place={{ state: text('state'), lga: text('lga'), ward: text('ward') }}
                labels={{ state: label('state'), lga: label('lga'), ward: label('ward') }}
                required={{ state: required.includes('state'), lga: required.includes('lga'), ward: required.includes('ward') }}
                errors={Object.fromEntries(PLACE.map((key) => [key, errors[key]]))}
                t={t}
                idOf={inputIdOf}
                onChange={onValues}
              />
            </div>
          );
        return (
          <FieldInput
            key={field}
            id={inputIdOf(field)}
            label={label(field)}
            required={required.includes(field)}
            info={fieldInfo(table, field)}
            value={values[field]}
            error={errors[field]}
            t={t}
            onChange={(value) => onValues({ [field]: value })}
          />
        );
      })}
    </>
  );
}
