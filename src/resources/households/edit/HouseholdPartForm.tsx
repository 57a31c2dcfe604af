import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { HouseholdTab } from '../../../domain/records';
import { FieldGrid } from '../../common/form/FormSection';
import { useToast } from '../../common/form/useToast';
import { pickFields, recordDefaults } from '../../common/form/values';
import { zodResolver, type FormValues } from '../../common/zodResolver';
import { HOUSEHOLD_PARTS } from './householdParts';
import { useSaveHouseholdPart } from './useHouseholdPart';

/** What a tab's buttons get: the save call and the state of the save buttons. */
export interface PartActions {
  /** Saves the part, then runs `next` (go to a tab, leave the screen). */
  save: (button: string, next: () => void) => void;
  /** The save buttons are disabled until the form changed and while saving (spec 02 §4). */
  canSave: boolean;
  /** Which save button is busy ("Saving..."), if any. */
  savingButton: string | null;
}

interface HouseholdPartFormProps {
  id: string;
  part: HouseholdTab;
  data: Record<string, unknown>;
  children: ReactNode;
  actions: (actions: PartActions) => ReactNode;
}

/** The form of one household tab: its own part's fields, saved on their own. */
export function HouseholdPartForm({ id, part, data, children, actions }: HouseholdPartFormProps) {
  const config = HOUSEHOLD_PARTS[part];
  const [previous] = useState(() => recordDefaults(data, config.fields));
  const form = useForm<FormValues>({ resolver: zodResolver(config.schema), mode: 'onChange', defaultValues: previous });
  const mutation = useSaveHouseholdPart(id, part);
  const [savingButton, setSavingButton] = useState<string | null>(null);
  const toast = useToast();

  const save = (button: string, next: () => void) => {
    void form.handleSubmit(async (values) => {
      const body = pickFields(values, config.fields);
      setSavingButton(button);
      try {
        await mutation.mutateAsync({ body, previous });
        toast.success(config.saved);
        form.reset(values);
        next();
      } catch {
        toast.error(config.failed);
      } finally {
        setSavingButton(null);
      }
    })();
  };

  const canSave = form.formState.isDirty && savingButton === null;
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(event) => event.preventDefault()} aria-label={`${config.label} form`} data-testid={`household-form-${part}`}>
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <FieldGrid columns={2}>{children}</FieldGrid>
          </Paper>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 1 }}>
            {actions({ save, canSave, savingButton })}
          </Stack>
        </Stack>
      </Box>
    </FormProvider>
  );
}
