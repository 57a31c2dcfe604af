import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';

interface ErrorNoteProps {
  children: ReactNode;
  /** A small text button at the end (Retry, Reload). */
  action?: { label: string; onClick: () => void };
  'data-testid'?: string;
}

const light = (theme: Theme) => theme.palette.error.light;

/**
 * An error drawn as MUI's standard error Alert (role "alert", its outlined error icon), with plain
 * elements: the Alert and its button machinery would otherwise be in every public page's first load.
 */
export function ErrorNote({ children, action, ...rest }: ErrorNoteProps) {
  return (
    <Box
      role="alert"
      data-testid={rest['data-testid']}
      sx={(theme) => ({
        ...theme.typography.body2,
        display: 'flex',
        p: '6px 16px',
        borderRadius: 1,
        color: darken(light(theme), 0.6),
        bgcolor: lighten(light(theme), 0.9),
      })}
    >
      <Box sx={{ mr: '12px', py: '7px', display: 'flex', fontSize: 22, opacity: 0.9, color: 'error.main' }}>
        <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false" sx={{ width: '1em', height: '1em', fill: 'currentColor' }}>
          <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />
        </Box>
      </Box>
      <Box sx={{ py: 1, minWidth: 0, overflow: 'auto' }}>{children}</Box>
      {action && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', p: '4px 0 0 16px', ml: 'auto', mr: -1 }}>
          <Box
            component="button"
            type="button"
            onClick={action.onClick}
            sx={(theme) => ({
              ...theme.typography.button,
              fontSize: theme.typography.pxToRem(13),
              p: '4px 5px',
              minWidth: 64,
              border: 0,
              borderRadius: 1,
              color: 'inherit',
              bgcolor: 'transparent',
              cursor: 'pointer',
              '&:hover': { bgcolor: alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity) },
              '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
            })}
          >
            {action.label}
          </Box>
        </Box>
      )}
    </Box>
  );
}
