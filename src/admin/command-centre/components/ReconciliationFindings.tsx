import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { ReconciliationSource } from '../../../domain/reconciliation';
import { findingsOf, type FindingKind, type VerdictFigures } from '../../../domain/reconciliationVerdict';

const LOOK: Record<FindingKind, { color: ChipProps['color']; variant: ChipProps['variant']; key: string }> = {
  matches: { color: 'success', variant: 'outlined', key: 'reconciliation.matched' },
  incomplete: { color: 'default', variant: 'outlined', key: 'reconciliation.incomplete' },
  unreported: { color: 'default', variant: 'outlined', key: 'reconciliation.unreported' },
  pending: { color: 'info', variant: 'outlined', key: 'reconciliation.pending' },
  failed: { color: 'error', variant: 'outlined', key: 'reconciliation.failed' },
  serverOnly: { color: 'warning', variant: 'filled', key: 'reconciliation.serverOnly' },
  deviceOnly: { color: 'error', variant: 'filled', key: 'reconciliation.deviceOnly' },
  countsDiffer: { color: 'warning', variant: 'outlined', key: 'reconciliation.countsDiffer' },
};

/** "Matches" only when every count matches; otherwise each reason the two sides differ. */
export function ReconciliationFindings({
  figures,
  source,
  direction = 'column',
}: {
  figures: VerdictFigures;
  source: ReconciliationSource;
  direction?: 'row' | 'column';
}) {
  const translate = useTranslate();
  return (
    <Stack direction={direction} spacing={0.5} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {findingsOf(figures, source).map(({ kind, count }) => (
        <Chip key={kind} size="small" color={LOOK[kind].color} variant={LOOK[kind].variant} label={translate(LOOK[kind].key, { smart_count: count })} />
      ))}
    </Stack>
  );
}
