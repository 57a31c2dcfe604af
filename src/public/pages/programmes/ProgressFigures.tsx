import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProgrammeAnswer, ProgressFigures as Figures } from '../../../domain/publicData';
import { useTranslate } from '../../../i18n/useTranslate';
import { CountText } from '../../components/CountText';
import { RecordsSource } from '../../components/SourceNote';

const COLUMNS: { key: keyof Figures; labelKey: string }[] = [
  { key: 'learningCentres', labelKey: 'home.learningCentres' },
  { key: 'learners', labelKey: 'home.learners' },
  { key: 'outOfSchoolChildren', labelKey: 'programmes.outOfSchoolChildren' },
  { key: 'households', labelKey: 'home.households' },
];

/** The programme's progress from the platform's records in the states it covers: totals, then by state. */
export function ProgressFigures({ answer }: { answer: ProgrammeAnswer }) {
  const t = useTranslate();
  const { progress } = answer.data;
  return (
    <section aria-labelledby="progress-title" data-testid="programme-progress">
      <Typography id="progress-title" component="h2" variant="h2" gutterBottom>
        {t('programmes.progress')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {COLUMNS.map((column) => (
          <Grid key={column.key} size={{ xs: 6, md: 3 }}>
            <Paper variant="outlined" sx={{ p: 2 }} data-testid={`progress-${column.key}`}>
              <Typography component="p" variant="h2" sx={{ color: 'primary.dark' }}>
                <CountText value={progress[column.key]} />
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(column.labelKey)}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('programmes.progressByState')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>{t('programmes.state')}</TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c.key} align="right" sx={{ fontWeight: 700 }}>
                  {t(c.labelKey)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {progress.byState.map((row) => (
              <TableRow key={row.slug}>
                <TableCell component="th" scope="row">
                  {row.name}
                </TableCell>
                {COLUMNS.map((c) => (
                  <TableCell key={c.key} align="right">
                    <CountText value={row[c.key]} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <RecordsSource generatedAt={answer.generatedAt} />
      <Typography variant="caption" component="p" color="text.secondary">
        {t('programmes.progressNote')}
      </Typography>
    </section>
  );
}
