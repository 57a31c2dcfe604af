/**
 * State → LGA → Ward as three native selects: states and LGAs from the shipped lists of
 * src/domain/locations, wards from the INEC list loaded on first need (./wards). Changing the
 * state clears the LGA and the ward; changing the LGA clears the ward.
 */
import { useEffect, useState } from 'react';
import { allStates, lgasOfState } from '../../domain/locations';
import type { Translate } from '../../i18n/messages';
import { FieldError, LabelText, errorProps } from './FieldInput';
import { loadWards, wardsOf, type WardIndex } from './wards';

type Place = { state?: string; lga?: string; ward?: string };

interface LocationFieldsProps {
  place: Place;
  labels: { state: string; lga: string; ward: string };
  required: { state: boolean; lga: boolean; ward: boolean };
  errors: Partial<Record<keyof Place, string>>;
  t: Translate;
  idOf(field: keyof Place): string;
  onChange(place: Place): void;
}

interface SelectProps {
  field: keyof Place;
  options: readonly { slug: string; name: string }[];
  props: LocationFieldsProps;
  onSelect(value: string): void;
  status?: string;
}

function PlaceSelect({ field, options, props, onSelect, status }: SelectProps) {
  const id = props.idOf(field);
  const error = props.errors[field];
  return (
    <div className="cf-field">
      <label htmlFor={id}>
        <LabelText label={props.labels[field]} required={props.required[field]} />
      </label>
      <select
        id={id}
        name={id}
        value={props.place[field] ?? ''}
        aria-required={props.required[field] || undefined}
        {...errorProps(id, error)}
        onChange={(event) => onSelect(event.target.value)}
      >
        <option value="">{props.t('collectForms.choose')}</option>
        {options.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name}
          </option>
        ))}
      </select>
      {status && (
        <p className="cf-hint" role="status">
          {status}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

type WardLoad = { index?: WardIndex; failed: boolean; attempt: number };

/** The ward list, asked for once a state and an LGA are chosen. */
function useWardIndex(needed: boolean) {
  const [load, setLoad] = useState<WardLoad>({ failed: false, attempt: 0 });
  useEffect(() => {
    if (!needed || load.index) return;
    let live = true;
    loadWards().then(
      (index) => live && setLoad((current) => ({ ...current, index, failed: false })),
      () => live && setLoad((current) => ({ ...current, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [needed, load.index, load.attempt]);
  return { ...load, retry: () => setLoad((current) => ({ ...current, failed: false, attempt: current.attempt + 1 })) };
}

export function LocationFields(props: LocationFieldsProps) {
  const { place, t, onChange } = props;
  const state = place.state ?? '';
  const lga = place.lga ?? '';
  const wards = useWardIndex(state !== '' && lga !== '');
  const wardChoices = wards.index && state && lga ? wardsOf(wards.index, state, lga) : [];
  let wardStatus: string | undefined;
  if (state && lga) {
    if (wards.failed) wardStatus = t('collectForms.wards.failed');
    else if (!wards.index) wardStatus = t('collectForms.wards.loading');
    else if (wardChoices.length === 0) wardStatus = t('collectForms.wards.none');
  }
  return (
    <>
      <PlaceSelect field="state" options={allStates()} props={props} onSelect={(value) => onChange({ state: value, lga: '', ward: '' })} />
      <PlaceSelect field="lga" options={state ? lgasOfState(state) : []} props={props} onSelect={(value) => onChange({ state, lga: value, ward: '' })} />
      <PlaceSelect field="ward" options={wardChoices} props={props} status={wardStatus} onSelect={(value) => onChange({ state, lga, ward: value })} />
      {wards.failed && (
        <button type="button" className="cf-button cf-secondary" onClick={wards.retry}>
          {t('collectForms.wards.retry')}
        </button>
      )}
    </>
  );
}
