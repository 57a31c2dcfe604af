/** A read-only list of a record's fields: the resource's field labels, formatted values, "—" when empty. */
import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useRecordContext, useTranslateLabel } from 'react-admin';
import { WardName } from './LocationColumns';
import { useFormatValue } from './values';

const EMPTY = '—';

function FieldValue({ field, record }: { field: string; record: Record<string, unknown> }) {
  const format = useFormatValue();
  const value = record[field];
  if (field === 'ward' && typeof value === 'string' && value) {
    return <WardName state={record.state as string} lga={record.lga as string} ward={value} />;
  }
  const text = format(field, value, record);
  if (!text) return <>{EMPTY}</>;
  if (field === 'imageUri' && /^https?:\/\//i.test(text)) {
    return (
      <Link href={text} target="_blank" rel="noopener noreferrer">
        {text}
      </Link>
    );
  }
  return <>{text}</>;
}

export function FieldList({ fields }: { fields: readonly string[] }) {
  const record = useRecordContext();
  const translateLabel = useTranslateLabel();
  if (!record) return null;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, 1fr) 2fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
        '& dt': { color: 'text.secondary', fontWeight: 500 },
        '& dd': { m: 0, mb: { xs: 1.5, sm: 0 }, overflowWrap: 'anywhere' },
      }}
    >
      {fields.map((field) => (
        <Fragment key={field}>
          <dt>{translateLabel({ source: field })}</dt>
          <dd data-field={field}>
            <FieldValue field={field} record={record} />
          </dd>
        </Fragment>
      ))}
    </Box>
  );
}
