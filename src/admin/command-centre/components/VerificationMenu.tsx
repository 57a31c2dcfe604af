import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useTranslate } from 'react-admin';
import { VERIFY_COMMANDS, type VerifyCommand } from '../../../domain/protocol';
import { VERIFY_LABEL_KEYS, VERIFY_TARGETS } from '../labels';
import { VerifyIdDialog } from './VerifyIdDialog';

/** The Data Verification Tools menu, with the visible opener DESIGN §8 adds. */
export function VerificationMenu({ onVerify }: { onVerify: (command: VerifyCommand, targetId?: number) => void }) {
  const translate = useTranslate();
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
        {translate('commandCentre.verify.menu')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {VERIFY_COMMANDS.map((command) => (
          <MenuItem key={command} onClick={() => choose(command)}>
            {translate(VERIFY_LABEL_KEYS[command])}
          </MenuItem>
        ))}
      </Menu>
      {asking && target && (
        <VerifyIdDialog
          title={translate(VERIFY_LABEL_KEYS[asking])}
          idLabel={translate(target.idKey)}
          help={translate(target.helpKey)}
          onClose={(id) => {
            setAsking(null);
            if (id !== null) onVerify(asking, id);
          }}
        />
      )}
    </>
  );
}
