import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListSubheader from '@mui/material/ListSubheader';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { DEFAULT_COLUMNS, INDICATORS } from '../../components/indicators';

const GROUPS = [...new Set(INDICATORS.map((i) => i.group))];

/** "Columns": a checkbox per indicator, grouped, plus a reset to the default choice. */
export function ColumnMenu({ selected, onChange }: { selected: string[]; onChange: (ids: string[]) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = (id: string) => onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="dialog"
        aria-expanded={!!anchor}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns ({selected.length})
      </Button>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Choose columns', sx: { maxHeight: 420, p: 1, width: 300 } } }}
      >
        <Stack direction="row" spacing={1} sx={{ px: 1, pb: 1 }}>
          <Button size="small" onClick={() => onChange(INDICATORS.map((i) => i.id))}>All</Button>
          <Button size="small" onClick={() => onChange(DEFAULT_COLUMNS)}>Default</Button>
          <Button size="small" onClick={() => setAnchor(null)}>Close</Button>
        </Stack>
        {GROUPS.map((group) => (
          <fieldset key={group} style={{ border: 0, margin: 0, padding: 0 }}>
            <ListSubheader component="legend" disableSticky sx={{ lineHeight: 2, px: 1 }}>
              {group}
            </ListSubheader>
            <Stack sx={{ px: 1 }}>
              {INDICATORS.filter((i) => i.group === group).map((indicator) => (
                <FormControlLabel
                  key={indicator.id}
                  control={<Checkbox size="small" checked={selected.includes(indicator.id)} onChange={() => toggle(indicator.id)} />}
                  label={indicator.label}
                />
              ))}
            </Stack>
          </fieldset>
        ))}
      </Popover>
    </>
  );
}
