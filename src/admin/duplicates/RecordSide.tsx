/** One record of a pair: its key fields, the ones the pair shares highlighted. */
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DuplicateRecordSide } from '../../domain/duplicatePairs';
import { lgaBySlug, stateBySlug } from '../../domain/locations';
import { detailPath, recordTypeOfApiPath } from '../../domain/records';
import { formatDateTime } from '../../i18n/format';
import { ReviewChip } from '../../resources/common/review/ReviewChip';

interface RecordSideProps {
  side: DuplicateRecordSide;
  /** The other record, to highlight what they share. */
  other: DuplicateRecordSide | null;
  type: string;
  badge?: string;
}

function placeOf(side: DuplicateRecordSide): string {
  const state = side.state ? (stateBySlug(side.state)?.name ?? side.state) : '';
  const lga = side.state && side.lga ? (lgaBySlug(side.state, side.lga)?.name ?? side.lga) : '';
  return [state, lga, side.ward ?? ''].filter(Boolean).join(' / ') || '—';
}

function Row({ label, value, same }: { label: string; value: string; same: boolean }) {
  return (
    <Stack direction="row" spacing={1}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 130 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={same ? { fontWeight: 600, bgcolor: 'warning.light', px: 0.5, borderRadius: 0.5 } : undefined}>
        {value}
      </Typography>
    </Stack>
  );
}

export function RecordSide({ side, other, type, badge }: RecordSideProps) {
  const translate = useTranslate();
  const recordType = recordTypeOfApiPath(type);
  const same = (pick: (s: DuplicateRecordSide) => unknown) => other !== null && pick(side) != null && pick(side) === pick(other);
  const groupLabel = translate(type === 'learners' ? 'duplicates.fields.school' : 'duplicates.fields.household');
  return (
    <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }} data-testid="duplicate-side" data-record-id={side.id}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {side.name || '—'}
        </Typography>
        {badge ? <Chip size="small" color="primary" variant="outlined" label={badge} /> : null}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate('duplicates.fields.record', { id: side.id })}
        {side.merged ? ` · ${translate('duplicates.fields.mergedAway')}` : null}
      </Typography>
      <Row label={translate('duplicates.fields.sex')} value={side.sex ?? '—'} same={same((s) => s.sex)} />
      <Row label={translate('duplicates.fields.age')} value={side.age == null ? '—' : String(side.age)} same={same((s) => s.age)} />
      <Row label={translate('duplicates.fields.dateOfBirth')} value={side.dateOfBirth ?? '—'} same={same((s) => s.dateOfBirth)} />
      <Row label={translate('duplicates.fields.place')} value={placeOf(side)} same={same(placeOf)} />
      <Row label={groupLabel} value={side.groupName ?? (side.groupId == null ? '—' : `#${side.groupId}`)} same={same((s) => s.groupId)} />
      <Row label={translate('duplicates.fields.created')} value={side.createdAt ? formatDateTime(new Date(side.createdAt)) : '—'} same={false} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 130 }}>
          {translate('duplicates.fields.review')}
        </Typography>
        <ReviewChip state={side.reviewState} />
      </Stack>
      {recordType && !side.merged ? (
        <Link component={RouterLink} to={detailPath(recordType, side.id)} variant="body2">
          {translate('duplicates.fields.open')}
        </Link>
      ) : null}
    </Stack>
  );
}
