import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext } from 'ra-core';
import { useDetailPath } from './useDetailPath';

/**
 * The row's main text as a link to its detail screen, so keyboard users reach it with Tab (the
 * row itself is clickable for the mouse). Plain text when there is nowhere to go.
 */
export function DetailLink({ children, resource }: { children: ReactNode; resource?: string }) {
  const record = useRecordContext();
  const pathFor = useDetailPath(resource);
  const path = record ? pathFor(record) : false;
  const text = children === '' || children == null ? '(no name)' : children;
  if (!path) return <>{text}</>;
  return (
    <Link component={RouterLink} to={path} onClick={(event) => event.stopPropagation()} underline="hover" sx={{ fontWeight: 500 }}>
      {text}
    </Link>
  );
}
