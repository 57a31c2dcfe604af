import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { IndicatorRow } from '../../../domain/publicData';
import { useTranslate } from '../../../i18n/useTranslate';
import { Columns } from '../../components/Columns';
import { HeadlineFigure } from '../../components/HeadlineFigure';
import { formatReference } from '../../components/format';
import { zoneLabel } from '../../components/labels';
import { RateHeadline } from '../../components/rates/RateHeadline';
import { referenceText } from '../../components/referenceTexts';
import { RecordsSource, ReferenceSource } from '../../components/SourceNote';

/**
 * The state's own figures from its records, its out-of-school rate of primary age (or why it has
 * none), then its published statistics (literacy and the like), each with its source.
 */
export function StateHeadline({ row, generatedAt }: { row: IndicatorRow; generatedAt: string }) {
  const t = useTranslate();
  const literacy = row.literacy && !row.reference.some((figure) => figure.id === row.literacy?.id) ? [row.literacy] : [];
  const reference = [...literacy, ...row.reference];
  return (
    <section aria-labelledby="state-headline-title" data-testid="state-headline">
      <Typography id="state-headline-title" component="h2" variant="h2" gutterBottom>
        {t('publicState.headlineTitle')}
      </Typography>
      {row.zone && (
        <Typography color="text.secondary" data-testid="state-zone" sx={{ mb: 1.5 }}>
          {t('publicCommon.zoneOf', { zone: zoneLabel(t, row.zone) })}
        </Typography>
      )}
      <Columns columns={{ xs: 2, sm: 3, md: 5 }} spacing={2}>
        <HeadlineFigure testId="state-headline-learning-centres" label={t('publicState.learningCentres')} value={row.learningCentres.total} />
        <HeadlineFigure testId="state-headline-learners" label={t('publicState.learners')} value={row.learners.total} />
        <HeadlineFigure testId="state-headline-out-of-school" label={t('publicState.outOfSchool')} value={row.outOfSchoolChildren.total} />
        <HeadlineFigure testId="state-headline-households" label={t('publicState.households')} value={row.households} />
        <HeadlineFigure testId="state-headline-communities" label={t('publicState.communities')} value={row.communities} />
      </Columns>
      <RecordsSource generatedAt={generatedAt} />
      <Box data-testid="state-rate" sx={{ mt: 2 }}>
        <RateHeadline counts={row.outOfSchoolPrimaryAge} rate={row.primaryAgeRate} area={row.name} testId="state-headline-primary-age" />
      </Box>
      {reference.length > 0 && (
        <Box data-testid="state-reference" sx={{ mt: 3 }}>
          <Typography component="h3" variant="h3" gutterBottom>
            {t('publicState.referenceTitle')}
          </Typography>
          {reference.map((figure) => (
            <Box key={figure.id} sx={{ mb: 1.5 }}>
              <Typography>
                {referenceText(t, figure.title)}: <strong>{formatReference(figure)}</strong>
              </Typography>
              <ReferenceSource figure={figure} />
            </Box>
          ))}
        </Box>
      )}
    </section>
  );
}
