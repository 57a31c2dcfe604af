import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PublicProgramme } from '../../../domain/publicData';
import { useTranslate } from '../../../i18n/useTranslate';
import { MAP_CREDIT } from '../../components/map/credit';
import { StateMap } from '../../components/map/StateMap';

const COVERED = '#00703c';
const OTHER = '#e4e9e6';

/** A small map of the states the programme covers, with their names as text. */
export function CoverageMap({ states }: { states: PublicProgramme['states'] }) {
  const t = useTranslate();
  const covered = new Set(states.map((s) => s.slug));
  const names = states.map((s) => s.name).join(', ');
  return (
    <Paper component="section" variant="outlined" aria-labelledby="coverage-title" data-testid="programme-coverage" sx={{ p: 2 }}>
      <Typography id="coverage-title" component="h2" variant="h3" gutterBottom>
        {t('programmes.statesCovered', { count: states.length })}
      </Typography>
      <Box sx={{ maxWidth: 420, mx: 'auto' }}>
        <StateMap
          interactive={false}
          title={t('programmes.coverageMapTitle', { names })}
          fillOf={(slug) => (covered.has(slug) ? COVERED : OTHER)}
          labelOf={(slug) => slug}
          maxHeight={340}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {names}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
        {t(MAP_CREDIT.textKey)}
      </Typography>
    </Paper>
  );
}
