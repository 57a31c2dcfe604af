import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useGetOne, type RaRecord } from 'react-admin';
import Stack from '@mui/material/Stack';
import { EditPageHeader } from './EditPageHeader';
import { LoadError, LoadingPanel } from './LoadingPanel';

interface RecordEditPageProps {
  resource: string;
  backTo: string;
  backLabel: string;
  loadingText: string;
  failedText: string;
  title: (record: RaRecord | undefined) => string;
  subtitle?: (record: RaRecord | undefined) => string;
  children: (record: RaRecord) => ReactNode;
}

/** An edit screen of one record from the route's :id: header, loading text, then the form. */
export function RecordEditPage({ resource, backTo, backLabel, loadingText, failedText, title, subtitle, children }: RecordEditPageProps) {
  const { id = '' } = useParams();
  const { data: record, isPending, error } = useGetOne(resource, { id }, { enabled: id !== '' });
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <EditPageHeader backTo={backTo} backLabel={backLabel} title={title(record)} subtitle={subtitle?.(record) || undefined} />
      {isPending ? <LoadingPanel text={loadingText} /> : error || !record ? <LoadError text={failedText} /> : children(record)}
    </Stack>
  );
}
