import Chip from '@mui/material/Chip';
import type { ProgrammeStatus } from '../../../domain/publicData';
import { useTranslate } from '../../../i18n/useTranslate';
import { STATUS_LABEL_KEYS } from '../../components/format';

const COLOURS = { planned: 'default', active: 'success', completed: 'secondary' } as const;

export function StatusChip({ status }: { status: ProgrammeStatus }) {
  const t = useTranslate();
  return <Chip size="small" label={t(STATUS_LABEL_KEYS[status])} color={COLOURS[status]} data-testid="programme-status" />;
}
