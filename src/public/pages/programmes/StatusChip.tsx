import Chip from '@mui/material/Chip';
import type { ProgrammeStatus } from '../../../domain/publicData';
import { STATUS_LABELS } from '../../components/format';

const COLOURS = { planned: 'default', active: 'success', completed: 'secondary' } as const;

export function StatusChip({ status }: { status: ProgrammeStatus }) {
  return <Chip size="small" label={STATUS_LABELS[status]} color={COLOURS[status]} data-testid="programme-status" />;
}
