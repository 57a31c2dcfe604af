import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';

interface JsonTreeProps {
  value: unknown;
  label?: string;
  /** Start with the top level folded. */
  collapsed?: boolean;
}

function isBranch(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

function Leaf({ value }: { value: unknown }) {
  const color = typeof value === 'string' ? 'success.dark' : typeof value === 'number' ? 'info.dark' : 'secondary.main';
  return (
    <Box component="span" sx={{ color }}>
      {typeof value === 'string' ? `"${value}"` : String(value)}
    </Box>
  );
}

function Node({ name, value, open }: { name?: string; value: unknown; open: boolean }) {
  const translate = useTranslate();
  const key =
    name === undefined ? null : (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {name}:{' '}
      </Box>
    );
  if (!isBranch(value)) {
    return (
      <Box component="li">
        {key}
        <Leaf value={value} />
      </Box>
    );
  }
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  const brackets = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return (
    <Box component="li">
      <details open={open}>
        <Box component="summary" sx={{ cursor: 'pointer' }}>
          {key}
          {`${brackets[0]} ${translate('commandCentre.explorer.entries', { smart_count: entries.length })} ${brackets[1]}`}
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', pl: 2, m: 0 }}>
          {entries.map(([childName, child]) => (
            <Node key={childName} name={childName} value={child} open={false} />
          ))}
        </Box>
      </details>
    </Box>
  );
}

/** A foldable JSON view (record cards with many fields, server data of a verification). */
export function JsonTree({ value, label, collapsed = false }: JsonTreeProps) {
  return (
    <Box component="ul" data-testid="json-tree" sx={{ listStyle: 'none', p: 0, m: 0, fontFamily: 'monospace', fontSize: 12, overflowX: 'auto' }}>
      <Node name={label} value={value} open={!collapsed} />
    </Box>
  );
}
