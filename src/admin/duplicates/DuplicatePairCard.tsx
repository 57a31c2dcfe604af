/** One pair: the score and the reasons on top, both records side by side, the actions of an open pair or the undo of a merged one. */
import { formatDateTime } from '../../i18n/format';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { defaultSurvivor, type DuplicatePair } from '../../domain/duplicatePairs';
import { hasAnyPermission } from '../../domain/permissions';
import type { DuplicateReasons } from '../../domain/recordQuality';
import { recordTypeOfApiPath } from '../../domain/records';
import { RECORD_PERMISSIONS } from '../../domain/records/permissions';
import { useSession } from '../../providers/useSession';
import { RecordSide } from './RecordSide';
import { ResolveActions } from './ResolveActions';
import { UndoMerge } from './UndoMerge';

const percent = (value: number) => Math.round(value * 100);
/** A reason this strong is highlighted. */
const STRONG = 0.8;

function ReasonChips({ reasons, type }: { reasons: DuplicateReasons; type: string }) {
  const translate = useTranslate();
  const chips = [
    { key: 'name', value: reasons.name, label: translate('duplicates.reasons.name', { percent: percent(reasons.name) }) },
    { key: 'age', value: reasons.age, label: translate('duplicates.reasons.age', { percent: percent(reasons.age) }) },
    { key: 'sex', value: reasons.sex, label: translate('duplicates.reasons.sex') },
    { key: 'location', value: reasons.location, label: translate('duplicates.reasons.location', { percent: percent(reasons.location) }) },
    { key: 'household', value: reasons.household, label: translate(type === 'learners' ? 'duplicates.reasons.school' : 'duplicates.reasons.household') },
  ].filter((chip) => chip.key === 'name' || chip.key === 'age' || chip.key === 'location' || chip.value === 1);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {chips.map((chip) => (
        <Chip
          key={chip.key}
          size="small"
          label={chip.label}
          color={chip.value >= STRONG ? 'warning' : 'default'}
          variant={chip.value >= STRONG ? 'filled' : 'outlined'}
          data-testid={`reason-${chip.key}`}
        />
      ))}
    </Stack>
  );
}

export function DuplicatePairCard({ pair }: { pair: DuplicatePair }) {
  const translate = useTranslate();
  const { user } = useSession();
  const recordType = recordTypeOfApiPath(pair.type);
  const mayResolve = recordType !== undefined && hasAnyPermission(user, RECORD_PERMISSIONS[recordType].write);
  const older = defaultSurvivor(pair);
  const badgeOf = (id: number) =>
    pair.status === 'merged'
      ? pair.keptId === id
        ? translate('duplicates.fields.kept')
        : undefined
      : older === id
        ? translate('duplicates.fields.older')
        : undefined;
  return (
    <Card variant="outlined" data-testid="duplicate-pair" data-pair-id={pair.id}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip color="primary" label={translate('duplicates.score', { percent: percent(pair.score) })} data-testid="duplicate-score" />
            <Typography variant="body2" color="text.secondary">
              {translate(`duplicates.types.${pair.type}`, { _: pair.type })} · {translate(`duplicates.statuses.${pair.status}`)}
              {pair.status === 'merged' && pair.resolvedAt
                ? ` · ${translate('duplicates.mergedOn', { date: formatDateTime(new Date(pair.resolvedAt)) })}`
                : null}
            </Typography>
            <ReasonChips reasons={pair.reasons} type={pair.type} />
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} divider={<Divider orientation="vertical" flexItem />}>
            {pair.recordA ? <RecordSide side={pair.recordA} other={pair.recordB} type={pair.type} badge={badgeOf(pair.recordA.id)} /> : null}
            {pair.recordB ? <RecordSide side={pair.recordB} other={pair.recordA} type={pair.type} badge={badgeOf(pair.recordB.id)} /> : null}
          </Stack>
          {pair.status === 'open' && mayResolve ? <ResolveActions pair={pair} /> : null}
          {pair.status === 'merged' && mayResolve ? <UndoMerge pair={pair} /> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
