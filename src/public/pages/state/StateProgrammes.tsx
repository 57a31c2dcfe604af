import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { PublicProgramme } from '../../../domain/publicData';
import { useTranslate } from '../../../i18n/useTranslate';
import { formatPeriod, STATUS_LABEL_KEYS } from '../../components/format';

/** The published programmes covering the state, each a link to its page. */
export function StateProgrammes({ programmes, stateName }: { programmes: readonly PublicProgramme[]; stateName: string }) {
  const t = useTranslate();
  return (
    <section aria-labelledby="state-programmes-title" data-testid="state-programmes">
      <Typography id="state-programmes-title" component="h2" variant="h2" gutterBottom>
        {t('publicState.programmesTitle', { state: stateName })}
      </Typography>
      {programmes.length === 0 ? (
        <Typography color="text.secondary">{t('publicState.noProgrammes', { state: stateName })}</Typography>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.5rem' }}>
          {programmes.map((programme) => (
            <li key={programme.id} style={{ marginBottom: '0.75rem' }}>
              <Link component={RouterLink} to={`/programmes/${programme.id}`} sx={{ fontWeight: 600 }}>
                {programme.title}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {t('publicState.programmeStatus', { status: t(STATUS_LABEL_KEYS[programme.status]) })} · {formatPeriod(programme.startDate, programme.endDate)}
              </Typography>
              <Typography variant="body2">{programme.summary}</Typography>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
