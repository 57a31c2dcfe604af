import { useEffect, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, SaveButton, useTranslate, type FormProps } from 'react-admin';
import { useFormState, useWatch, type FieldValues } from 'react-hook-form';

/** Field errors to show after a failed save (the server's `errors`), or nothing. */
export type SubmitResult = Record<string, string> | undefined;

interface FormDialogProps extends Omit<FormProps, 'children' | 'onSubmit'> {
  open?: boolean;
  onClose: () => void;
  titleId: string;
  title: string;
  maxWidth?: DialogProps['maxWidth'];
  /** Translation keys of the save button, at rest and while saving. */
  submitLabel: string;
  busyLabel: string;
  submitIcon?: ReactNode;
  /** Whether the current values may be saved at all (e.g. only once something changed). */
  canSave?: (values: FieldValues) => boolean;
  onSubmit: (values: FieldValues) => Promise<SubmitResult>;
  children: ReactNode;
}

function ReportBusy({ onChange }: { onChange: (busy: boolean) => void }) {
  const { isSubmitting } = useFormState();
  useEffect(() => onChange(isSubmitting), [isSubmitting, onChange]);
  return null;
}

function DialogButtons({
  onClose,
  submitLabel,
  busyLabel,
  submitIcon,
  canSave,
}: Pick<FormDialogProps, 'onClose' | 'submitLabel' | 'busyLabel' | 'submitIcon' | 'canSave'>) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const values = useWatch();
  const enabled = !isSubmitting && (canSave?.(values) ?? true);
  return (
    <DialogActions>
      <Button onClick={onClose} disabled={isSubmitting}>
        {translate('users.dialog.cancel')}
      </Button>
      <SaveButton label={isSubmitting ? busyLabel : submitLabel} icon={submitIcon} alwaysEnable={enabled} disabled={!enabled} />
    </DialogActions>
  );
}

/**
 * A dialog holding one react-admin <Form> (validated by its resolver): Cancel, and a save button
 * with its busy label. `onSubmit` answers the server's field errors, which then show on their fields;
 * the dialog cannot be dismissed while saving.
 */
export function FormDialog({
  open = true,
  onClose,
  titleId,
  title,
  maxWidth = 'sm',
  submitLabel,
  busyLabel,
  submitIcon,
  canSave,
  children,
  ...formProps
}: FormDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <Form noValidate disableInvalidFormNotification {...formProps}>
        <ReportBusy onChange={setBusy} />
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogButtons onClose={onClose} submitLabel={submitLabel} busyLabel={busyLabel} submitIcon={submitIcon} canSave={canSave} />
      </Form>
    </Dialog>
  );
}
