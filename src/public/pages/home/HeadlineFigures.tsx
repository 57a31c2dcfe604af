import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Count, SummaryAnswer } from '../../../domain/publicData';
import { useTranslate } from '../../../i18n/useTranslate';
import { Columns } from '../../components/Columns';
import { CountText } from '../../components/CountText';
import { RecordsSource } from '../../components/SourceNote';

function Figure({ id, label, value }: { id: string; label: string; value: Count }) {
  return (
    <Paper variant="outlined" data-testid={`headline-${id}`} sx={{ p: 2, height: '100%' }}>
      <Typography component="p" variant="h2" sx={{ color: 'primary.dark', fontVariantNumeric: 'tabular-nums' }}>
        <CountText value={value} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

/** The programme's totals from its records, with their source. */
export function HeadlineFigures({ answer }: { answer: SummaryAnswer }) {
  const t = useTranslate();
  const { totals, lastRecordUpdate } = answer.data;
  return (
    <section aria-labelledby="headline-title" data-testid="headline-figures">
      <Typography id="headline-title" component="h2" variant="h2" gutterBottom>
        {t('home.inFigures')}
      </Typography>
      <Columns columns={{ xs: 2, sm: 3, md: 6 }} spacing={2}>
        <Figure id="learning-centres" label={t('home.learningCentres')} value={totals.learningCentres} />
        <Figure id="learners" label={t('home.learners')} value={totals.learners} />
        <Figure id="out-of-school" label={t('home.outOfSchoolRecorded')} value={totals.outOfSchoolChildren} />
        <Figure id="households" label={t('home.households')} value={totals.households} />
        <Figure id="communities" label={t('home.communities')} value={totals.communities} />
        <Figure id="states" label={t('home.statesWithRecords')} value={totals.statesWithRecords} />
      </Columns>
      <RecordsSource generatedAt={answer.generatedAt} lastRecordUpdate={lastRecordUpdate} />
    </section>
  );
}
