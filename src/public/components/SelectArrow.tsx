import Box from '@mui/material/Box';

/** MUI's ArrowDropDown where its selects draw it, over a native select (`right`: from the field's edge, in px). */
export function SelectArrow({ right }: { right: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      sx={{
        position: 'absolute',
        right,
        top: 'calc(50% - 0.5em)',
        width: '1em',
        height: '1em',
        fontSize: '1.5rem',
        fill: 'currentColor',
        color: 'action.active',
        pointerEvents: 'none',
      }}
    >
      <path d="M7 10l5 5 5-5z" />
    </Box>
  );
}
