/** A read-only list of a record's fields: the resource's field labels, formatted values, "—" when empty. */
import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useRecordContext, useTranslateLabel, type Identifier } from 'react-admin';
import { DetailLink } from './DetailLink';
import { WardName } from './LocationColumns';
import { useFormatValue } from './values';

const EMPTY = '—';

/** A field naming another record (a learner's `schoolName`), shown as a link to that record's page. */
export interface FieldLink {
  resource: string;
  /** The field of the record holding the other record's id (`schoolId`). */
  idField: string;
}

export type FieldLinks = Readonly<Record<string, FieldLink>>;

function FieldValue({ field, record, link }: { field: string; record: Record<string, unknown>; link?: FieldLink }) {
  const format = useFormatValue();
  const value = record[field];
  if (field === 'ward' && typeof value === 'string' && value) {
    return <WardName state={record.state as string} lga={record.lga as string} ward={value} />;
  }
  const text = format(field, value, record);
  if (!text) return <>{EMPTY}</>;
  const linkedId = link ? record[link.idField] : undefined;
  if (link && (typeof linkedId === 'number' || typeof linkedId === 'string')) {
    return (
      <DetailLink resource={link.resource} id={linkedId as Identifier}>
        {text}
      </DetailLink>
    );
  }
  if (field === 'imageUri' && /^https?:\/\//i.test(text)) {
    return (
      <Link href={text} target="_blank" rel="noopener noreferrer">
        {text}
      </Link>
    );
  }
  return <>{text}</>;
}

interface FieldListProps {
  fields: readonly string[];
  links?: FieldLinks;
  /** Fields left out while empty: those the edit form shows only on a condition (spec 02 §4). */
  hideEmpty?: readonly string[];
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export function FieldList({ fields, links = {}, hideEmpty = [] }: FieldListProps) {
  const record = useRecordContext();
  const translateLabel = useTranslateLabel();
  if (!record) return null;
  const shown = fields.filter((field) => !(hideEmpty.includes(field) && isEmpty(record[field])));
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
      {shown.map((field) => (
        <Fragment key={field}>
          <dt>{translateLabel({ source: field })}</dt>
          <dd data-field={field}>
            <FieldValue field={field} record={record} link={links[field]} />
          </dd>
        </Fragment>
      ))}
    </Box>
  );
}
