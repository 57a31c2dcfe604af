import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useResourceContext, useTranslate } from 'react-admin';

/** The grid fields sit in: one column on phones, `columns` from md up. */
export function FieldGrid({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` } }}>{children}</Box>
  );
}

interface FormSectionProps {
  /** Names the section: its heading is the catalogue's `resources.<resource>.sections.<name>`; "basicInformation" → test id `section-basic-information`. */
  name: string;
  children: ReactNode;
  columns?: 2 | 3;
}

/** A titled block of a form (a section of the child form). */
export function FormSection({ name, children, columns }: FormSectionProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const headingId = `section-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} data-testid={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h2" id={headingId} sx={{ mb: 2 }}>
        {translate(`resources.${resource}.sections.${name}`)}
      </Typography>
      <FieldGrid columns={columns}>{children}</FieldGrid>
    </Paper>
  );
}

/** A sub-heading spanning the grid (e.g. "Learner facilities" inside a tab): `label`, a catalogue key, or the children. */
export function GridHeading({ label, children }: { label?: string; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h3" sx={{ gridColumn: '1 / -1', fontWeight: 600, mt: 1 }}>
      {label ? translate(label) : children}
    </Typography>
  );
}
