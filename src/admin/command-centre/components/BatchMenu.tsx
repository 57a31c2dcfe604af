import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate } from 'react-admin';
import { commandNeedsManage, type BatchCommand } from '../../../domain/protocol';
import { BATCH_ITEMS } from '../labels';

interface BatchMenuProps {
  /** A batch is in progress: the buttons are disabled and read Processing... (spec 01 §4). */
  busy: boolean;
  /** Without manage_users the extractions are disabled; Get Summary and Test Service stay. */
  canManage: boolean;
  onRun: (command: BatchCommand) => void;
}

export function BatchMenu({ busy, canManage, onRun }: BatchMenuProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        disabled={busy}
        endIcon={busy ? <CircularProgress size={14} color="inherit" /> : <ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
      >
        {translate(busy ? 'commandCentre.batch.processing' : 'commandCentre.batch.menu')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null && !busy} onClose={() => setAnchor(null)}>
        {BATCH_ITEMS.map((item) => {
          const allowed = canManage || !commandNeedsManage(item.command);
          return (
            <MenuItem
              key={item.command}
              disabled={busy || !allowed}
              title={allowed ? undefined : translate('commandCentre.needsManage')}
              onClick={() => {
                setAnchor(null);
                onRun(item.command);
              }}
            >
              {translate(item.labelKey)}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
