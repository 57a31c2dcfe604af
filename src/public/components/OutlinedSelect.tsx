import { useId } from 'react';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { SelectArrow } from './SelectArrow';

export interface SelectOption {
  value: string;
  label: string;
}

interface OutlinedSelectProps {
  /** The visible label, on the outline as MUI's outlined fields draw it; also the select's accessible name. */
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  minWidth?: number;
  'data-testid'?: string;
}

/** MUI's outlined input border: the text colour at 23 %. */
const outline = (theme: Theme) => alpha(theme.palette.text.primary, 0.23);

/**
 * A native select drawn as a small outlined MUI TextField. MUI's select would bring its menu,
 * popover, modal and input machinery (about 25 KB) into the first load of the page using it; the
 * browser's own select also gives the platform's keyboard and touch picker.
 */
export function OutlinedSelect({ label, value, options, onChange, minWidth, ...rest }: OutlinedSelectProps) {
  const id = useId();
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'inline-flex',
        verticalAlign: 'top',
        minWidth,
        color: 'text.primary',
        fontSize: '1rem',
        '&:hover fieldset': { borderColor: 'text.primary' },
        '&:focus-within fieldset': { borderColor: 'primary.main', borderWidth: 2 },
        '&:focus-within label': { color: 'primary.main' },
      }}
    >
      <Box
        component="label"
        htmlFor={id}
        sx={{
          position: 'absolute',
          left: 0,
          top: 0,
          zIndex: 1,
          transform: 'translate(14px, -9px) scale(0.75)',
          transformOrigin: 'top left',
          maxWidth: 'calc(133% - 32px)',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          lineHeight: '1.4375em',
          color: 'text.secondary',
          pointerEvents: 'none',
        }}
      >
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={rest['data-testid']}
        sx={{
          appearance: 'none',
          font: 'inherit',
          letterSpacing: 'inherit',
          color: 'currentColor',
          background: 'none',
          border: 0,
          borderRadius: 1,
          cursor: 'pointer',
          boxSizing: 'content-box',
          width: '100%',
          height: '1.4375em',
          lineHeight: '1.4375em',
          m: 0,
          p: '8.5px 32px 8.5px 14px',
          '&:focus': { outline: 0 },
          '& option': { bgcolor: 'background.paper' },
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
      <SelectArrow right={7} />
      {/* The outline, notched under the label by a hidden copy of it (as MUI's NotchedOutline). */}
      <Box
        component="fieldset"
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: '-5px 0 0',
          m: 0,
          px: 1,
          py: 0,
          border: 1,
          borderColor: outline,
          borderRadius: 1,
          pointerEvents: 'none',
          overflow: 'hidden',
          minWidth: '0%',
          textAlign: 'left',
        }}
      >
        <Box
          component="legend"
          sx={{
            float: 'unset',
            width: 'auto',
            maxWidth: '100%',
            height: 11,
            p: 0,
            display: 'block',
            overflow: 'hidden',
            fontSize: '0.75em',
            visibility: 'hidden',
            whiteSpace: 'nowrap',
          }}
        >
          <Box component="span" sx={{ px: '5px', display: 'inline-block', opacity: 0, visibility: 'visible' }}>
            {label}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
