import { useFormState } from 'react-hook-form';
import { SaveButton, Toolbar, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import type { Destination, PartAction, PartButton } from './householdParts';

const LABEL_KEYS: Readonly<Record<PartAction, string>> = {
  saveAndExit: 'resources.households.buttons.saveAndExit',
  saveAndContinue: 'resources.households.buttons.saveAndContinue',
  back: 'resources.households.buttons.back',
  cancel: 'resources.households.buttons.cancel',
};
const SAVING_KEY = 'resources.households.buttons.saving';
const SAVES: readonly PartAction[] = ['saveAndExit', 'saveAndContinue'];

const testIdOf = (action: PartAction) => `household-${action.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

interface PartToolbarProps {
  buttons: readonly PartButton[];
  /** The save button last pressed: it shows "Saving..." while the form saves. */
  pressed: PartAction | null;
  onSavePressed: (button: PartButton) => void;
  go: (to: Destination) => void;
}

/**
 * The buttons of a household tab (spec 02 §2.2, §4): a save button is disabled until the form
 * changed and while saving, the pressed one labelled "Saving..."; Back and Cancel leave without
 * saving, disabled while a save runs.
 */
export function PartToolbar({ buttons, pressed, onSavePressed, go }: PartToolbarProps) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Toolbar sx={{ gap: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {buttons.map((button) =>
        SAVES.includes(button.action) ? (
          <SaveButton
            key={button.action}
            type="button"
            label={isSubmitting && pressed === button.action ? SAVING_KEY : LABEL_KEYS[button.action]}
            icon={<></>}
            variant={button.primary ? 'contained' : 'outlined'}
            onClick={() => onSavePressed(button)}
            data-testid={testIdOf(button.action)}
          />
        ) : (
          <Button key={button.action} type="button" variant="text" onClick={() => go(button.to)} disabled={isSubmitting} data-testid={testIdOf(button.action)}>
            {translate(LABEL_KEYS[button.action])}
          </Button>
        ),
      )}
    </Toolbar>
  );
}
