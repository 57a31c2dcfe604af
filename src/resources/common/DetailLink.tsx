import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { useDetailPath } from './useDetailPath';

interface DetailLinkProps {
  children: ReactNode;
  /** Another resource than the row's (e.g. a learner's learning centre). */
  resource?: string;
  /** The record to open, when it is not the row's own. */
  id?: Identifier;
}

/**
 * The row's main text (in bold) as a link to its detail screen, so keyboard users reach it with
 * Tab (the row itself is clickable for the mouse), or a link to a record the row names. Plain text
 * when there is nowhere to go.
 */
export function DetailLink({ children, resource, id }: DetailLinkProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const pathFor = useDetailPath(resource);
  const own = id === undefined;
  const target = own ? record?.id : id;
  const path = target == null ? false : pathFor({ id: target });
  const text = children === '' || children == null ? translate('records.list.noName') : children;
  if (!path) return <>{text}</>;
  return (
    <Link component={RouterLink} to={path} onClick={(event) => event.stopPropagation()} underline="hover" sx={own ? { fontWeight: 500 } : undefined}>
      {text}
    </Link>
  );
}
