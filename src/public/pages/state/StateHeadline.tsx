import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Count, IndicatorRow } from '../../../domain/publicData';
import { useTranslate } from '../../../i18n/useTranslate';
import { Columns } from '../../components/Columns';
import { CountText } from '../../components/CountText';
import { formatReference } from '../../components/format';
import { zoneLabel } from '../../components/labels';
import { referenceText } from '../../components/referenceTexts';
import { RecordsSource, ReferenceSource } from '../../components/SourceNote';

function Figure({ id, label, value }: { id: string; label: string; value: Count }) {
  return (
    <Paper variant="outlined" data-testid={`state-headline-${id}`} sx={{ p: 2, height: '100%' }}>
      <Typography component="p" variant="h2" sx={{ color: 'primary.dark', fontVariantNumeric: 'tabular-nums' }}>
        <CountText value={value} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

/** The state's own figures from its records, then its published statistics (literacy and the like), each with its source. */
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
        <Figure id="learning-centres" label={t('publicState.learningCentres')} value={row.learningCentres.total} />
        <Figure id="learners" label={t('publicState.learners')} value={row.learners.total} />
        <Figure id="out-of-school" label={t('publicState.outOfSchool')} value={row.outOfSchoolChildren.total} />
        <Figure id="households" label={t('publicState.households')} value={row.households} />
        <Figure id="communities" label={t('publicState.communities')} value={row.communities} />
      </Columns>
      <RecordsSource generatedAt={generatedAt} />
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
