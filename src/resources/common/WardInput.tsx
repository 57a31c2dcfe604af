/**
 * The ward of a record as a searchable select of the reference wards of its state and LGA. A ward
 * that is not in the reference list stays selected and is flagged "not in the reference list".
 */
import { AutocompleteInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useWardChoices } from './wardChoices';

/** The helper line under a ward select: why it is empty or disabled, or the flag. */
export function wardHelper(chosen: boolean, loading: boolean, error: boolean, count: number, outside: boolean): string | undefined {
  if (!chosen) return 'wards.chooseLgaFirst';
  if (loading) return 'wards.loading';
  if (error) return 'wards.unavailable';
  if (outside) return 'wards.notInList';
  return count === 0 ? 'wards.noneForLga' : undefined;
}

/** The props a ward select takes from the form's state and LGA: its choices, pending and disabled states, texts. */
export function useWardSelect(source: string) {
  const translate = useTranslate();
  const [state, lga, ward] = useWatch({ name: ['state', 'lga', source] }) as unknown[];
  const { choices, loading, error, chosen, outside } = useWardChoices(state, lga, ward);
  const helper = wardHelper(chosen, loading, error, choices.length, outside);
  return {
    select: { choices, translateChoice: false, disabled: !chosen, isPending: loading, noOptionsText: translate('wards.noneForLga') },
    helper: helper ? translate(helper) : undefined,
  };
}

export function WardInput({ source = 'ward' }: { source?: string }) {
  const { select, helper } = useWardSelect(source);
  return <AutocompleteInput source={source} {...select} helperText={helper ?? false} sx={{ minWidth: 280 }} />;
}
