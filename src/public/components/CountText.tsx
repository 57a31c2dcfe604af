import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { SUPPRESSED_LABEL, SUPPRESSION_NOTE, formatCount, type Count } from '../../domain/publicData';

/** A published count: the number, or "<5" with the suppression rule on hover, focus and for screen readers. */
export function CountText({ value }: { value: Count | undefined }) {
  if (value === undefined) return <>–</>;
  if (value !== null) return <>{formatCount(value)}</>;
  return (
    <Tooltip title={SUPPRESSION_NOTE} describeChild>
      <Box
        component="abbr"
        tabIndex={0}
        data-suppressed="true"
        sx={{ textDecoration: 'underline dotted', cursor: 'help' }}
      >
        {SUPPRESSED_LABEL}
      </Box>
    </Tooltip>
  );
}
