import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { allStates } from '../../domain/locations';
import { PROGRAMME_STATUSES, type ProgrammeStatus } from '../../domain/publicData';
import { useTranslate } from '../../i18n/useTranslate';
import { publicApi } from '../../providers/publicApi';
import { STATUS_LABEL_KEYS } from '../components/format';
import { LoadState } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { usePublicData } from '../components/usePublicData';
import { useUrlState } from '../components/useUrlState';
import { ProgrammeCard } from './programmes/ProgrammeCard';

const DEFAULTS = {};

/** /programmes: the published programmes as cards, filtered by status and state (kept in the URL). */
export default function ProgrammesPage() {
  const t = useTranslate();
  const { get, set } = useUrlState(DEFAULTS);
  const status = (PROGRAMME_STATUSES as readonly string[]).includes(get('status')) ? (get('status') as ProgrammeStatus) : '';
  const state = allStates().some((s) => s.slug === get('state')) ? get('state') : '';
  const { data, error, loading, retry } = usePublicData(publicApi.programmes({ status, state }));
  return (
    <>
      <PageHeader title={t('nav.programmes')} intro={t('programmes.intro')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          select
          size="small"
          label={t('programmes.status')}
          value={status}
          onChange={(e) => set({ status: e.target.value })}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('programmes.allStatuses')}</MenuItem>
          {PROGRAMME_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(STATUS_LABEL_KEYS[s])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('programmes.state')}
          value={state}
          onChange={(e) => set({ state: e.target.value })}
          sx={{ minWidth: 220 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('programmes.allStates')}</MenuItem>
          {allStates().map((s) => (
            <MenuItem key={s.slug} value={s.slug}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <LoadState loading={loading} error={error} retry={retry} />
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 2 }}>
            {t(data.data.length === 1 ? 'programmes.countOne' : 'programmes.countMany', { count: data.data.length })}
          </Typography>
          <Grid container spacing={3}>
            {data.data.map((programme) => (
              <Grid key={programme.id} size={{ xs: 12, md: 6, lg: 4 }}>
                <ProgrammeCard programme={programme} />
              </Grid>
            ))}
          </Grid>
          {data.data.length === 0 && <Typography>{t('programmes.noMatch')}</Typography>}
        </>
      )}
    </>
  );
}
