import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Form, SaveContextProvider, Toolbar, type SaveHandler } from 'react-admin';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { HouseholdTab } from '../../../domain/records';
import { FieldGrid } from '../../common/form/FormSection';
import { useToast } from '../../common/form/useToast';
import { zodResolver } from '../../common/zodResolver';
import { HOUSEHOLD_PARTS } from './householdParts';
import { useSaveHouseholdPart } from './useHouseholdPart';

interface HouseholdPartFormProps {
  id: string;
  part: HouseholdTab;
  data: Record<string, unknown>;
  children: ReactNode;
  /** The tab's buttons, told which save button is busy (if any). */
  buttons: (busyButton: string | null) => ReactNode;
}

/**
 * The form of one household tab: its own part's fields, saved on their own (spec 02 §2.2, §7). The
 * part's save call is this form's react-admin save context, so <SaveButton>s drive it; a save
 * button names itself in `mutationOptions.meta.button` to show its busy label.
 */
export function HouseholdPartForm({ id, part, data, children, buttons }: HouseholdPartFormProps) {
  const config = HOUSEHOLD_PARTS[part];
  const mutation = useSaveHouseholdPart(id, part);
  const [busyButton, setBusyButton] = useState<string | null>(null);
  const toast = useToast();
  const resolver = useMemo(() => zodResolver(config.schema), [config.schema]);

  const save = useCallback<SaveHandler<Record<string, unknown>>>(
    async (body, callbacks) => {
      setBusyButton(typeof callbacks?.meta?.button === 'string' ? callbacks.meta.button : null);
      try {
        const saved = await mutation.mutateAsync({ body, previous: data });
        toast.success(config.saved);
        callbacks?.onSuccess?.(saved, { id, data: body }, undefined);
      } catch {
        toast.error(config.failed);
      } finally {
        setBusyButton(null);
      }
    },
    [config, data, id, mutation, toast],
  );
  const saveContext = useMemo(() => ({ save, saving: mutation.isPending, mutationMode: 'pessimistic' as const }), [save, mutation.isPending]);

  return (
    <SaveContextProvider value={saveContext}>
      <Form record={data} resolver={resolver} mode="onChange" noValidate disableInvalidFormNotification aria-label={`${config.label} form`}>
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <FieldGrid columns={2}>{children}</FieldGrid>
          </Paper>
          <Toolbar sx={{ gap: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>{buttons(busyButton)}</Toolbar>
        </Stack>
      </Form>
    </SaveContextProvider>
  );
}
