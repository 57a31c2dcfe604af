import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

type Breakpoint = 'xs' | 'sm' | 'md';

interface ColumnsProps {
  /** Per breakpoint: a number of equal columns, or column widths in `fr` (as "7fr 5fr"). */
  columns: Partial<Record<Breakpoint, number | string>>;
  /** The gap, in theme spacing units (as MUI Grid's `spacing`). */
  spacing: number;
  children: ReactNode;
}

const template = (value: number | string) => (typeof value === 'number' ? `repeat(${value}, minmax(0, 1fr))` : value.replace(/(\d+)fr/g, 'minmax(0, $1fr)'));

/**
 * A CSS grid laid out as MUI's Grid with the same sizes would be, for the pages' first load: MUI's
 * Grid brings its breakpoint machinery with it.
 */
export function Columns({ columns, spacing, children }: ColumnsProps) {
  const gridTemplateColumns = Object.fromEntries(Object.entries(columns).map(([breakpoint, value]) => [breakpoint, template(value)]));
  return <Box sx={{ display: 'grid', gap: spacing, gridTemplateColumns }}>{children}</Box>;
}
