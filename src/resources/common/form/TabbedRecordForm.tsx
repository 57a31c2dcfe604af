import { useEffect, useState, type ComponentType } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useUpdate, type RaRecord } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import SaveIcon from '@mui/icons-material/Save';
import type { z } from 'zod';
import { zodResolver, type FormValues } from '../zodResolver';
import { FieldGrid } from './FormSection';
import { FormTabPanel, FormTabs } from './FormTabs';
import { useBackOnePage } from './useBackOnePage';
import { useToast } from './useToast';
import { pickFields, recordDefaults } from './values';

export interface RecordTab {
  label: string;
  fields: readonly string[];
  Body: ComponentType;
}

export interface TabbedRecordFormProps {
  resource: string;
  record: RaRecord;
  schema: z.ZodObject;
  tabs: readonly RecordTab[];
  dateFields?: readonly string[];
  messages: { saved: string; failed: string };
  /** Where "back one page" goes when there is no page before. */
  fallbackPath: string;
  /** Accessible name of the form and its tab strip. */
  name: string;
}

/**
 * The tabbed edit form of a school or community (spec 02 §2.3, §2.4, §4): one Save Changes button,
 * disabled until the form is valid and while saving ("Saving Changes..."), back one page on success.
 */
export function TabbedRecordForm({ resource, record, schema, tabs, dateFields = [], messages, fallbackPath, name }: TabbedRecordFormProps) {
  const fields = tabs.flatMap((tab) => tab.fields);
  const [defaults] = useState(() => recordDefaults(record, fields, dateFields));
  const form = useForm<FormValues>({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: defaults });
  const [tab, setTab] = useState(0);
  const [update, { isPending }] = useUpdate();
  const queryClient = useQueryClient();
  const back = useBackOnePage(fallbackPath);
  const toast = useToast();
  const { trigger } = form;

  // Show what is already wrong with the stored record (the tab of an invalid field is marked).
  useEffect(() => {
    void trigger();
  }, [trigger]);

  const onSubmit = form.handleSubmit((values) =>
    update(
      resource,
      { id: record.id, data: pickFields(values, fields), previousData: defaults },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success(messages.saved);
          void queryClient.invalidateQueries({ queryKey: [resource] });
          back();
        },
        onError: () => toast.error(messages.failed),
      },
    ),
  );

  const { errors } = form.formState;
  const invalidTabs = new Set(tabs.filter((t) => t.fields.some((field) => errors[field])).map((t) => t.label));
  const Body = tabs[tab].Body;
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={name} data-testid={`${resource}-edit-form`}>
        <Stack spacing={2}>
          <FormTabs label={`${name} sections`} tabs={tabs} value={tab} onChange={setTab} invalid={invalidTabs} />
          <FormTabPanel label={tabs[tab].label}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <FieldGrid columns={2}>
                <Body />
              </FieldGrid>
            </Paper>
          </FormTabPanel>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={!form.formState.isValid || isPending} data-testid="record-save">
              {isPending ? 'Saving Changes...' : 'Save Changes'}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </FormProvider>
  );
}
