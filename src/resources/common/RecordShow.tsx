/**
 * A plain read-only page for a record (learners, staff): heading, back link, and its fields.
 * The school page has its own layout (src/resources/schools/SchoolShow.tsx).
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { ShowBase, useGetRecordRepresentation, useShowContext } from 'ra-core';
import { Title } from 'react-admin';
import { PageSpinner } from '../../ui/PageSpinner';
import { FieldList } from './FieldList';

interface RecordShowProps {
  /** The list this page belongs to, e.g. "/admin/learners", and its label. */
  listPath: string;
  listLabel: string;
  fields: readonly string[];
  /** Extra content under the fields. */
  children?: ReactNode;
}

function RecordShowView({ listPath, listLabel, fields, children }: RecordShowProps) {
  const { record, isPending, error } = useShowContext();
  const represent = useGetRecordRepresentation();
  if (isPending) return <PageSpinner label="Loading the record" />;
  if (error || !record) return <Typography role="alert">This record could not be loaded.</Typography>;
  const name = represent(record);
  const heading = typeof name === 'string' && name.trim() ? name : `#${record.id}`;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Title title={heading} />
      <div>
        <Button component={RouterLink} to={listPath} startIcon={<ArrowBackIcon />} size="small">
          {listLabel}
        </Button>
      </div>
      <Typography variant="h2" component="h1">
        {heading}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <FieldList fields={fields} />
      </Paper>
      {children}
    </Stack>
  );
}

export function RecordShow(props: RecordShowProps) {
  return (
    <ShowBase>
      <RecordShowView {...props} />
    </ShowBase>
  );
}
