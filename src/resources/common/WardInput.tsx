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

export function WardInput({ source = 'ward' }: { source?: string }) {
  const translate = useTranslate();
  const [state, lga, ward] = useWatch({ name: ['state', 'lga', source] }) as unknown[];
  const { choices, loading, error, chosen, outside } = useWardChoices(state, lga, ward);
  const helper = wardHelper(chosen, loading, error, choices.length, outside);
  return (
    <AutocompleteInput
      source={source}
      choices={choices}
      translateChoice={false}
      disabled={!chosen}
      isPending={loading}
      helperText={helper ? translate(helper) : false}
      noOptionsText={translate('wards.noneForLga')}
      sx={{ minWidth: 280 }}
    />
  );
}
