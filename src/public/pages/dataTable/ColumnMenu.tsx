import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListSubheader from '@mui/material/ListSubheader';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useTranslate } from '../../../i18n/useTranslate';
import { AGES } from '../../components/rates/rateTexts';
import { TABLE_COLUMNS, TABLE_DEFAULT_COLUMNS } from './tableColumns';

const GROUP_KEYS = [...new Set(TABLE_COLUMNS.map((i) => i.groupKey))];

/** "Columns": a checkbox per indicator, grouped, plus a reset to the default choice. */
export function ColumnMenu({ selected, onChange }: { selected: string[]; onChange: (ids: string[]) => void }) {
  const t = useTranslate();
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
        {t('dataTable.columns', { count: selected.length })}
      </Button>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('dataTable.chooseColumns'), sx: { maxHeight: 420, p: 1, width: 300 } } }}
      >
        <Stack direction="row" spacing={1} sx={{ px: 1, pb: 1 }}>
          <Button size="small" onClick={() => onChange(TABLE_COLUMNS.map((i) => i.id))}>
            {t('dataTable.all')}
          </Button>
          <Button size="small" onClick={() => onChange([...TABLE_DEFAULT_COLUMNS])}>
            {t('dataTable.default')}
          </Button>
          <Button size="small" onClick={() => setAnchor(null)}>
            {t('dataTable.close')}
          </Button>
        </Stack>
        {GROUP_KEYS.map((groupKey) => (
          <fieldset key={groupKey} style={{ border: 0, margin: 0, padding: 0 }}>
            <ListSubheader component="legend" disableSticky sx={{ lineHeight: 2, px: 1 }}>
              {t(groupKey, AGES)}
            </ListSubheader>
            <Stack sx={{ px: 1 }}>
              {TABLE_COLUMNS.filter((i) => i.groupKey === groupKey).map((indicator) => (
                <FormControlLabel
                  key={indicator.id}
                  control={<Checkbox size="small" checked={selected.includes(indicator.id)} onChange={() => toggle(indicator.id)} />}
                  label={t(indicator.labelKey, AGES)}
                />
              ))}
            </Stack>
          </fieldset>
        ))}
      </Popover>
    </>
  );
}
