import type { MouseEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';

interface LinkButtonProps {
  to: string;
  children: ReactNode;
  variant?: 'contained' | 'outlined' | 'text';
  fullWidth?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  'aria-current'?: 'page';
  'aria-label'?: string;
  sx?: SxProps<Theme>;
}

const VARIANTS = {
  contained: (theme: Theme) => ({
    p: '6px 16px',
    color: theme.palette.primary.contrastText,
    bgcolor: theme.palette.primary.main,
    '@media (hover: hover)': { '&:hover': { bgcolor: theme.palette.primary.dark } },
  }),
  outlined: (theme: Theme) => ({
    p: '5px 15px',
    color: theme.palette.primary.main,
    border: `1px solid ${alpha(theme.palette.primary.main, 0.5)}`,
    '@media (hover: hover)': {
      '&:hover': { borderColor: theme.palette.primary.main, bgcolor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
    },
  }),
  text: (theme: Theme) => ({
    p: '6px 8px',
    color: theme.palette.primary.main,
    '@media (hover: hover)': { '&:hover': { bgcolor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) } },
  }),
};

/**
 * A router link drawn as MUI's primary Button (medium, no elevation), with a focus ring instead of
 * the ripple: MUI's Button would bring its ripple and transition machinery into every public page's
 * first load.
 */
export function LinkButton({ to, children, variant = 'text', fullWidth = false, sx, ...rest }: LinkButtonProps) {
  const base = (theme: Theme) => ({
    ...theme.typography.button,
    display: fullWidth ? 'flex' : 'inline-flex',
    width: fullWidth ? '100%' : undefined,
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    WebkitTapHighlightColor: 'transparent',
    minWidth: 64,
    m: 0,
    border: 0,
    borderRadius: `${theme.shape.borderRadius}px`,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    textDecoration: 'none',
    transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], { duration: theme.transitions.duration.short }),
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    ...VARIANTS[variant](theme),
  });
  return (
    <Box component={RouterLink} to={to} {...rest} sx={[base, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
