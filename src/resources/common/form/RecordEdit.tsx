import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Edit, useRecordContext, type RaRecord } from 'react-admin';
import Stack from '@mui/material/Stack';
import { DeleteRecordButton } from '../bin/DeleteRecordButton';
import { useRecordType } from '../recordPaths';
import { EditPageHeader } from './EditPageHeader';
import { LoadError, LoadingPanel } from './LoadingPanel';
import { ReviewHistory } from '../review/ReviewHistory';
import { useToast } from './useToast';

export type RecordValues = Record<string, unknown>;

interface RecordEditProps {
  resource: string;
  /** The header; a screen that draws its own above several edits (the household's tabs) leaves `title` out. */
  backTo?: string;
  backLabel?: string;
  loadingText: string;
  failedText: string;
  title?: (record: RaRecord | undefined) => string;
  subtitle?: (record: RaRecord | undefined) => string;
  /** The getOne/update `meta` (e.g. which household part). */
  meta?: Record<string, unknown>;
  /** Shows `failedText` in place when the record cannot be read, instead of react-admin's redirect to the list. */
  stayOnLoadError?: boolean;
  messages: { saved: string; failed: string };
  /** Date fields, cut to yyyy-MM-dd when the record arrives (the form and its schema use that shape). */
  dateFields?: readonly string[];
  /** The PUT body from the form's parsed values and the record as loaded. */
  transform?: (values: RecordValues, record: RaRecord | undefined) => RecordValues;
  /** What happens after the success toast (e.g. back one page). */
  afterSave?: () => void;
  children: ReactNode;
}

type HeaderProps = Pick<RecordEditProps, 'backTo' | 'backLabel' | 'subtitle'> & Required<Pick<RecordEditProps, 'title'>>;

function RecordHeader({ backTo, backLabel, title, subtitle }: HeaderProps) {
  const record = useRecordContext();
  const type = useRecordType();
  return (
    <EditPageHeader
      backTo={backTo}
      backLabel={backLabel}
      title={title(record)}
      subtitle={subtitle?.(record) || undefined}
      actions={<DeleteRecordButton type={type} record={record} />}
    />
  );
}

const cutDates = (dateFields: readonly string[]) => (record: RaRecord) => {
  const copy: RaRecord = { ...record };
  for (const key of dateFields) if (typeof copy[key] === 'string') copy[key] = (copy[key] as string).slice(0, 10);
  return copy;
};

/**
 * The edit screen of one record from the route's :id (spec 02 §2.1, §2.3, §2.4): react-admin's
 * <Edit>, saved pessimistically with the spec's toasts; the cached lists of the resource refresh.
 */
export function RecordEdit({
  resource,
  messages,
  dateFields = [],
  transform,
  afterSave,
  loadingText,
  failedText,
  meta,
  stayOnLoadError,
  children,
  title,
  ...header
}: RecordEditProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const headerView = title ? <RecordHeader title={title} {...header} /> : null;
  // Record ids are integers (DESIGN §4): the route's id goes to the API, and into a child's body, as a number.
  const { id = '' } = useParams();
  return (
    <Edit
      resource={resource}
      id={/^\d+$/.test(id) ? Number(id) : id}
      // The admin's route guards check the session and the permission (spec 02 §6), as for every screen.
      disableAuthentication
      title={false}
      actions={false}
      component="div"
      mutationMode="pessimistic"
      queryOptions={{ select: cutDates(dateFields), meta, ...(stayOnLoadError ? { onError: () => undefined } : {}) }}
      transform={transform ? (values: RecordValues, options?: { previousData?: RaRecord }) => transform(values, options?.previousData) : undefined}
      mutationOptions={{
        meta,
        onSuccess: () => {
          toast.success(messages.saved);
          void queryClient.invalidateQueries({ queryKey: [resource] });
          afterSave?.();
        },
        onError: () => toast.error(messages.failed),
      }}
      loading={
        <Stack spacing={3} sx={{ maxWidth: 1200 }}>
          {headerView}
          <LoadingPanel text={loadingText} />
        </Stack>
      }
      error={
        <Stack spacing={3}>
          {headerView}
          <LoadError text={failedText} />
        </Stack>
      }
      sx={{ maxWidth: 1200 }}
    >
      <Stack spacing={3}>
        {headerView}
        {children}
        {/* The review history under the screen's own edit, not under each household part. */}
        {title ? <ReviewHistory /> : null}
      </Stack>
    </Edit>
  );
}
