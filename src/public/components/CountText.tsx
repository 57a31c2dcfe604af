import Box from '@mui/material/Box';
import { SUPPRESSED_LABEL, type Count } from '../../domain/publicData';
import { useTranslate } from '../../i18n/useTranslate';
import { formatCount } from './format';

/**
 * A published count: the number, or the hidden-count marker with its explanation. The browser's
 * own tooltip shows the title on hover and screen readers read it as the abbreviation's expansion;
 * keyboard focus shows the same words beside the marker. No MUI Tooltip: its positioning engine
 * would be the largest part of the home page's first load.
 */
export function CountText({ value }: { value: Count | undefined }) {
  const t = useTranslate();
  if (value === undefined) return <>–</>;
  if (value !== null) return <>{formatCount(value)}</>;
  const explanation = t('publicCommon.suppressedText');
  return (
    <Box
      component="abbr"
      title={explanation}
      data-explanation={explanation}
      tabIndex={0}
      data-suppressed="true"
      sx={{
        position: 'relative',
        textDecoration: 'underline dotted',
        cursor: 'help',
        '&:focus-visible::after': {
          content: 'attr(data-explanation)',
          position: 'absolute',
          insetInlineStart: 0,
          top: '100%',
          zIndex: 1,
          mt: 0.5,
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'grey.800',
          color: 'common.white',
          fontSize: '0.75rem',
          whiteSpace: 'nowrap',
        },
      }}
    >
      {SUPPRESSED_LABEL}
    </Box>
  );
}
