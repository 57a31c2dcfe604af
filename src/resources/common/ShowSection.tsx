import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useResourceContext, useTranslate } from 'react-admin';
import { FieldList, type FieldLinks } from './FieldList';

export interface ShowSectionLayout {
  /** Its heading is `resources.<resource>.sections.<name>`, as the edit form's section (FormSection). */
  name: string;
  fields: readonly string[];
}

/** One titled block of a read-only page, the read-only twin of the edit form's FormSection. */
export function ShowSection({ name, fields, links, hideEmpty }: ShowSectionLayout & { links?: FieldLinks; hideEmpty?: readonly string[] }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const headingId = `show-section-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} data-testid={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h2" id={headingId} sx={{ mb: 2 }}>
        {translate(`resources.${resource}.sections.${name}`)}
      </Typography>
      <FieldList fields={fields} links={links} hideEmpty={hideEmpty} />
    </Paper>
  );
}
