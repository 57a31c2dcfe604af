import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';

interface TextLinkProps {
  to: string;
  children: ReactNode;
  /** `inherit`: the surrounding colour, underlined on hover (the footer); else primary, always underlined. */
  color?: 'primary' | 'inherit';
}

/** A router link drawn as MUI's Link (`underline="hover"` when `color="inherit"`), without its Typography machinery. */
export function TextLink({ to, children, color = 'primary' }: TextLinkProps) {
  const style =
    color === 'inherit'
      ? { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }
      : {
          color: 'primary.main',
          textDecoration: 'underline',
          textDecorationColor: (theme: Theme) => alpha(theme.palette.primary.main, 0.4),
          '&:hover': { textDecorationColor: 'inherit' },
        };
  return (
    <Box component={RouterLink} to={to} sx={{ font: 'inherit', letterSpacing: 'inherit', m: 0, ...style }}>
      {children}
    </Box>
  );
}
