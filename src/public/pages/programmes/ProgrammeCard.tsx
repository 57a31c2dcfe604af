import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { PublicProgramme } from '../../../domain/publicData';
import { useTranslate } from '../../../i18n/useTranslate';
import type { Translate } from '../../../i18n/translate';
import { formatPeriod } from '../../components/format';
import { visuallyHidden } from '../../components/visuallyHidden';
import { StatusChip } from './StatusChip';

const STATES_SHOWN = 6;

function statesText(states: PublicProgramme['states'], t: Translate): string {
  if (states.length === 37) return t('programmes.allStates37');
  const names = states
    .slice(0, STATES_SHOWN)
    .map((s) => s.name)
    .join(', ');
  return states.length > STATES_SHOWN ? t('programmes.namesAndMore', { names, more: states.length - STATES_SHOWN }) : names;
}

/** A published programme: status, period, states covered, summary, link to its page. */
export function ProgrammeCard({ programme }: { programme: PublicProgramme }) {
  const t = useTranslate();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`programme-${programme.id}-title`}
      data-testid="programme-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <StatusChip status={programme.status} />
          <Typography variant="body2" color="text.secondary">
            {formatPeriod(programme.startDate, programme.endDate)}
          </Typography>
        </Stack>
        <Typography id={`programme-${programme.id}-title`} component="h2" variant="h3" gutterBottom>
          {programme.title}
        </Typography>
        <Typography sx={{ mb: 1.5 }}>{programme.summary}</Typography>
        <Box>
          <Typography variant="body2" color="text.secondary">
            <strong>{t('programmes.statesCoveredLabel', { count: programme.states.length })}</strong> {statesText(programme.states, t)}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={`/programmes/${programme.id}`} variant="outlined">
          {t('programmes.view')}
          <Box component="span" sx={visuallyHidden}>
            : {programme.title}
          </Box>
        </Button>
      </CardActions>
    </Card>
  );
}
