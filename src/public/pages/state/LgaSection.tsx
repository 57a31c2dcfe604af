import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { LgaIndicatorsAnswer } from '../../../domain/api/publicLocal';
import { useTranslate } from '../../../i18n/useTranslate';
import { downloadCsv } from '../../components/csv';
import { RateNotes } from '../../components/rates/RateNotes';
import { RecordsSource } from '../../components/SourceNote';
import { lgaCsv, lgaCsvFilename } from './lgaCsv';
import { LgaTable } from './LgaTable';
import type { LgaView } from './useLgaView';

/** The LGA table with its count, its CSV download (the rows in the order shown), the notes on its rates and its source. */
export function LgaSection({ answer, view, stateName }: { answer: LgaIndicatorsAnswer; view: LgaView; stateName: string }) {
  const t = useTranslate();
  return (
    <section aria-labelledby="lga-title" data-testid="lga-section">
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
        <div>
          <Typography id="lga-title" component="h2" variant="h2">
            {t('publicState.lgaTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="lga-count">
            {t('publicState.lgaCount', { count: answer.data.length })}
          </Typography>
        </div>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => downloadCsv(lgaCsv(view.rows, t), lgaCsvFilename(answer.state.slug))}>
          {t('publicState.downloadCsv')}
        </Button>
      </Stack>
      <LgaTable view={view} stateName={stateName} />
      <RateNotes rates={answer.data.map((row) => row.primaryAgeRate)} />
      <RecordsSource generatedAt={answer.generatedAt} />
    </section>
  );
}
