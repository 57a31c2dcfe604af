import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { SUPPRESSED_LABEL, type Count } from '../../domain/publicData';
import { useTranslate } from '../../i18n/useTranslate';
import { formatCount } from './format';

/** A published count: the number, or the hidden-count marker explained on hover, focus and to screen readers. */
export function CountText({ value }: { value: Count | undefined }) {
  const t = useTranslate();
  if (value === undefined) return <>–</>;
  if (value !== null) return <>{formatCount(value)}</>;
  return (
    <Tooltip title={t('publicCommon.suppressedText')} describeChild>
      <Box component="abbr" tabIndex={0} data-suppressed="true" sx={{ textDecoration: 'underline dotted', cursor: 'help' }}>
        {SUPPRESSED_LABEL}
      </Box>
    </Tooltip>
  );
}
