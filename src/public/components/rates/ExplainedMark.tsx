import Box from '@mui/material/Box';
import { visuallyHidden } from '../visuallyHidden';

/**
 * A mark standing for a missing figure ("–" no population, "x" hidden), with its reason: the
 * browser's tooltip on hover, the same words beside the mark on keyboard focus (as CountText does
 * for a hidden count), and the words themselves for screen readers instead of the bare mark.
 */
export function ExplainedMark({ mark, text, testId }: { mark: string; text: string; testId?: string }) {
  return (
    <Box
      component="span"
      title={text}
      data-explanation={text}
      data-testid={testId}
      tabIndex={0}
      sx={{
        position: 'relative',
        textDecoration: 'underline dotted',
        cursor: 'help',
        '&:focus-visible::after': {
          content: 'attr(data-explanation)',
          position: 'absolute',
          insetInlineEnd: 0,
          top: '100%',
          zIndex: 1,
          mt: 0.5,
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'grey.800',
          color: 'common.white',
          fontSize: '0.75rem',
          textAlign: 'start',
          width: 'max-content',
          maxWidth: '16rem',
          whiteSpace: 'normal',
        },
      }}
    >
      <span aria-hidden="true">{mark}</span>
      <Box component="span" sx={visuallyHidden}>
        {text}
      </Box>
    </Box>
  );
}
