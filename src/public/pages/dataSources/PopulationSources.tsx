/** The Data Sources page's "Population estimates": each source of the rates' denominators, demo ones labelled as such. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PopulationSource } from '../../../domain/api/population';
import { PRIMARY_AGE } from '../../../domain/population';
import { numberLocale } from '../../../i18n/format';
import type { Translate } from '../../../i18n/translate';
import { useTranslate } from '../../../i18n/useTranslate';
import { publicApi } from '../../../providers/publicApi';
import { formatDate } from '../../components/format';
import { LoadState } from '../../components/LoadState';
import { usePublicData } from '../../components/usePublicData';

const count = (value: number) => value.toLocaleString(numberLocale());

/** "Nigeria as a whole · States: 24 · LGAs: 120", leaving out the levels it does not cover. */
function areasText(t: Translate, areas: PopulationSource['areas']): string {
  return [
    areas.country > 0 ? t('publicPopulation.country') : '',
    areas.state > 0 ? t('publicPopulation.states', { count: count(areas.state) }) : '',
    areas.lga > 0 ? t('publicPopulation.lgas', { count: count(areas.lga) }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

function SourceCard({ source }: { source: PopulationSource }) {
  const t = useTranslate();
  const facts: [string, string][] = [
    [t('publicPopulation.licence'), source.licence],
    [t('publicPopulation.years'), [...source.years].sort((a, b) => a - b).join(', ')],
    [t('publicPopulation.ageGroups'), source.ageGroups.join(', ')],
    [t('publicPopulation.areas'), areasText(t, source.areas)],
    [t('publicPopulation.estimates'), count(source.rows)],
    [t('publicPopulation.updated'), formatDate(source.updatedAt)],
  ];
  return (
    <Paper component="li" variant="outlined" data-testid="population-source" data-demo={source.demo} sx={{ p: 2, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="h3" variant="h6">
          {source.source}
        </Typography>
        {source.demo && <Chip size="small" color="warning" label={t('publicPopulation.demo')} data-testid="population-demo-chip" />}
      </Box>
      {source.demo && <Typography sx={{ mb: 1 }}>{t('publicPopulation.demoText')}</Typography>}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

export function PopulationSources() {
  const t = useTranslate();
  const { data, error, loading, retry } = usePublicData(publicApi.populationSources());
  return (
    <Box component="section" aria-labelledby="population-title" data-testid="population-sources" sx={{ mb: 4, maxWidth: '60rem' }}>
      <Typography id="population-title" component="h2" variant="h2" gutterBottom>
        {t('publicPopulation.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('publicPopulation.intro', { age: PRIMARY_AGE.label })}</Typography>
      <LoadState loading={loading} error={error} retry={retry} label={t('publicPopulation.loading')} />
      {data && data.data.length === 0 && <Typography data-testid="population-empty">{t('publicPopulation.empty')}</Typography>}
      {data && data.data.length > 0 && (
        <Box component="ul" sx={{ display: 'grid', gap: 2, p: 0, m: 0 }}>
          {data.data.map((source) => (
            <SourceCard key={`${source.source}|${source.licence}|${source.demo}`} source={source} />
          ))}
        </Box>
      )}
    </Box>
  );
}
