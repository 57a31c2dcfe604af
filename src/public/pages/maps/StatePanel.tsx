import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router-dom';
import type { IndicatorRow } from '../../../domain/publicData';
import { useTranslate } from '../../../i18n/useTranslate';
import { CountText } from '../../components/CountText';
import { formatReference } from '../../components/format';
import { INDICATOR_BY_ID } from '../../components/indicators';
import { zoneLabel } from '../../components/labels';
import { referenceText } from '../../components/referenceTexts';
import { RecordsSource, ReferenceSource } from '../../components/SourceNote';

const LINES = ['learning-centres', 'learners', 'learners-male', 'learners-female', 'oos', 'oos-male', 'oos-female', 'households', 'communities'];

/** The figures of the state chosen on the map, each with its source. */
export function StatePanel({ row, generatedAt, onClose }: { row: IndicatorRow; generatedAt: string; onClose: () => void }) {
  const t = useTranslate();
  const ref = useRef<HTMLElement>(null);
  // On a phone the panel sits under the map: bring it into view when a state is chosen.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [row.slug]);
  return (
    <Paper ref={ref} variant="outlined" component="section" aria-labelledby="state-panel-title" data-testid="state-panel" sx={{ p: 2, position: 'relative' }}>
      <IconButton aria-label={t('maps.closePanel')} onClick={onClose} size="small" sx={{ position: 'absolute', top: 8, right: 8 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
      <Typography id="state-panel-title" component="h2" variant="h3" sx={{ pr: 5 }}>
        {row.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {row.zone && t('publicCommon.zoneOf', { zone: zoneLabel(t, row.zone) })}
      </Typography>
      {row.reference.map((figure) => (
        <Box key={figure.id} sx={{ mb: 1.5 }}>
          <Typography variant="body2">
            {referenceText(t, figure.title)}: <strong>{formatReference(figure)}</strong>
          </Typography>
          <ReferenceSource figure={figure} />
        </Box>
      ))}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, my: 1 }}>
        {LINES.map((id) => {
          const indicator = INDICATOR_BY_ID.get(id)!;
          return (
            <Box key={id} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2">
                {t(indicator.labelKey)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
                <CountText value={indicator.value(row)} />
              </Typography>
            </Box>
          );
        })}
      </Box>
      <RecordsSource generatedAt={generatedAt} />
      <Button component={RouterLink} to={`/states/${row.slug}`} variant="contained" size="small" sx={{ mt: 1, mr: 1 }} data-testid="state-page-link">
        {t('publicState.openPage', { state: row.name })}
      </Button>
      <Button component={RouterLink} to={`/data-table?zone=${row.zone?.slug ?? ''}&q=${encodeURIComponent(row.name)}`} size="small" sx={{ mt: 1 }}>
        {t('maps.seeInTable', { name: row.name })}
      </Button>
      <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
        <Link component={RouterLink} to="/methodology">
          {t('maps.howMade')}
        </Link>
      </Typography>
    </Paper>
  );
}
