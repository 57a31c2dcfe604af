import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SummaryAnswer } from '../../../domain/publicData';
import { useTranslate } from '../../../i18n/useTranslate';
import { Columns } from '../../components/Columns';
import { HeadlineFigure } from '../../components/HeadlineFigure';
import { RateHeadline } from '../../components/rates/RateHeadline';
import { RecordsSource } from '../../components/SourceNote';

/** The programme's totals from its records, with their source, and the national out-of-school rate of primary age (or why there is none). */
export function HeadlineFigures({ answer }: { answer: SummaryAnswer }) {
  const t = useTranslate();
  const { totals, lastRecordUpdate, outOfSchoolPrimaryAge, primaryAgeRate } = answer.data;
  return (
    <section aria-labelledby="headline-title" data-testid="headline-figures">
      <Typography id="headline-title" component="h2" variant="h2" gutterBottom>
        {t('home.inFigures')}
      </Typography>
      <Columns columns={{ xs: 2, sm: 3, md: 6 }} spacing={2}>
        <HeadlineFigure testId="headline-learning-centres" label={t('home.learningCentres')} value={totals.learningCentres} />
        <HeadlineFigure testId="headline-learners" label={t('home.learners')} value={totals.learners} />
        <HeadlineFigure testId="headline-out-of-school" label={t('home.outOfSchoolRecorded')} value={totals.outOfSchoolChildren} />
        <HeadlineFigure testId="headline-households" label={t('home.households')} value={totals.households} />
        <HeadlineFigure testId="headline-communities" label={t('home.communities')} value={totals.communities} />
        <HeadlineFigure testId="headline-states" label={t('home.statesWithRecords')} value={totals.statesWithRecords} />
      </Columns>
      <RecordsSource generatedAt={answer.generatedAt} lastRecordUpdate={lastRecordUpdate} />
      <Box data-testid="national-rate" sx={{ mt: 2 }}>
        <RateHeadline counts={outOfSchoolPrimaryAge} rate={primaryAgeRate} area={t('publicRates.nigeria')} testId="headline-primary-age" />
      </Box>
    </section>
  );
}
