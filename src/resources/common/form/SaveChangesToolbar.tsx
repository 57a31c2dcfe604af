import { useEffect } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { SaveButton, Toolbar, useFormGroup, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';

/** The Save Changes bar of a school or community (spec 02 §4): disabled until the form is valid and while saving. */
export function SaveChangesToolbar() {
  const { isValid, isSubmitting } = useFormState();
  const canSave = isValid && !isSubmitting;
  return (
    <Toolbar sx={{ justifyContent: 'flex-end' }}>
      <ValidateOnMount />
      <SaveButton label={isSubmitting ? 'records.edit.saving' : 'records.edit.save'} alwaysEnable={canSave} disabled={!canSave} data-testid="record-save" />
    </Toolbar>
  );
}

/**
 * Shows what is already wrong with the stored record from the start (errors panel, tab marks).
 * Deferred a tick: the form resets to the record in its own effect, which runs after this one.
 */
export function ValidateOnMount() {
  const { trigger } = useFormContext();
  useEffect(() => {
    const timer = setTimeout(() => void trigger(), 0);
    return () => clearTimeout(timer);
  }, [trigger]);
  return null;
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** A tab's label, in the error colour with a spoken "(has errors)" while one of its fields is invalid. */
export function TabLabel({ label, group }: { label: string; group: number }) {
  const { isValid } = useFormGroup(String(group));
  const translate = useTranslate();
  return (
    <Box component="span" sx={isValid ? undefined : { color: 'error.main' }}>
      {label}
      {isValid ? null : (
        <Box component="span" sx={visuallyHidden}>
          {` ${translate('records.edit.hasErrors')}`}
        </Box>
      )}
    </Box>
  );
}
