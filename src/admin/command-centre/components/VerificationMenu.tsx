import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { VERIFY_COMMANDS, type VerifyCommand } from '../../../domain/protocol';
import { VERIFY_LABELS, VERIFY_TARGETS } from '../labels';
import { VerifyIdDialog } from './VerifyIdDialog';

/** The Data Verification Tools menu, with the visible opener DESIGN §8 adds. */
export function VerificationMenu({ onVerify }: { onVerify: (command: VerifyCommand, targetId?: number) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState<VerifyCommand | null>(null);
  const choose = (command: VerifyCommand) => {
    setAnchor(null);
    if (VERIFY_TARGETS[command]) setAsking(command);
    else onVerify(command);
  };
  const target = asking ? VERIFY_TARGETS[asking] : undefined;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FactCheckIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
      >
        Data Verification Tools
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {VERIFY_COMMANDS.map((command) => (
          <MenuItem key={command} onClick={() => choose(command)}>
            {VERIFY_LABELS[command]}
          </MenuItem>
        ))}
      </Menu>
      {asking && target && (
        <VerifyIdDialog
          target={target}
          onClose={(id) => {
            setAsking(null);
            if (id !== null) onVerify(asking, id);
          }}
        />
      )}
    </>
  );
}
