import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReferenceFigure } from '../../../domain/publicData';
import { useTranslate } from '../../../i18n/useTranslate';
import { Columns } from '../../components/Columns';
import { formatReference } from '../../components/format';
import { referenceText, referenceYear } from '../../components/referenceTexts';
import { ReferenceSource } from '../../components/SourceNote';

/** National reference figures: the newest adult literacy rate first, then the other national figures; each with its provenance. */
function order(figures: readonly ReferenceFigure[]): ReferenceFigure[] {
  const rank = (f: ReferenceFigure) => (f.indicator === 'literacy-adult-rate' ? 0 : 1);
  return [...figures].sort((a, b) => rank(a) - rank(b) || b.year.localeCompare(a.year));
}

function FigureLine({ figure, big = false }: { figure: ReferenceFigure; big?: boolean }) {
  const t = useTranslate();
  const split = figure.valueMale !== null && figure.valueFemale !== null ? ` ${t('home.menWomen', { men: figure.valueMale, women: figure.valueFemale })}` : '';
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="p" variant={big ? 'h1' : 'h3'} sx={{ color: 'primary.dark' }}>
        {formatReference(figure)}
      </Typography>
      <Typography variant="body2">
        {referenceText(t, figure.title)}, {referenceYear(t, figure.year)}
        {split}
      </Typography>
      <ReferenceSource figure={figure} />
    </Box>
  );
}

export function ReferencePanel({ figures, title, id = 'literacy' }: { figures: readonly ReferenceFigure[]; title: string; id?: string }) {
  const [first, ...rest] = order(figures);
  if (!first) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} data-testid={`${id}-headline`} sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Typography id={`${id}-title`} component="h2" variant="h2" gutterBottom>
        {title}
      </Typography>
      <FigureLine figure={first} big />
      <Columns columns={{ xs: 1, sm: 2 }} spacing={2}>
        {rest.slice(0, 4).map((figure) => (
          <FigureLine key={figure.id} figure={figure} />
        ))}
      </Columns>
    </Paper>
  );
}
