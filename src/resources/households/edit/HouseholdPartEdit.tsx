import { useMemo, useRef, useState, type ComponentType } from 'react';
import { Form, useTranslate } from 'react-admin';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { HOUSEHOLD_PARTS_BY_TAB, type HouseholdTab } from '../../../domain/records';
import type { HouseholdPartMeta } from '../../../providers/dataProvider';
import { FieldGrid } from '../../common/form/FormSection';
import { RecordEdit } from '../../common/form/RecordEdit';
import { schemaResolver } from '../../common/form/schemaResolver';
import { HealthAndNutritionFields, IdentificationFields, ParentGuardianFields } from './HouseholdFields';
import { HOUSEHOLD_PART_VIEWS, type Destination, type PartAction, type PartButton } from './householdParts';
import { PartToolbar } from './PartButtons';

const FIELDS: Readonly<Record<HouseholdTab, ComponentType>> = {
  identification: IdentificationFields,
  'parent-guardian': ParentGuardianFields,
  'health-and-nutrition': HealthAndNutritionFields,
};

/**
 * One household tab: react-admin's <Edit> of the household's `part` (getOne/update with
 * `meta.part`, spec 02 §7), so only that part's fields are read and saved, with its own toasts
 * (§8). After a save the pressed button's destination follows: the next tab or the list.
 */
export function HouseholdPartEdit({ part, go }: { part: HouseholdTab; go: (to: Destination) => void }) {
  const translate = useTranslate();
  const view = HOUSEHOLD_PART_VIEWS[part];
  const { messageKeys } = HOUSEHOLD_PARTS_BY_TAB[part];
  const Fields = FIELDS[part];
  const [pressed, setPressed] = useState<PartAction | null>(null);
  // Read by the save's success callback, which may be one render older than the press.
  const destination = useRef<Destination | null>(null);
  const meta: HouseholdPartMeta = { part };
  const resolver = useMemo(() => schemaResolver(view.schema), [view.schema]);

  const onSavePressed = (button: PartButton) => {
    destination.current = button.to;
    setPressed(button.action);
  };

  return (
    <RecordEdit
      resource="households"
      meta={meta}
      stayOnLoadError
      loadingText={translate('resources.households.messages.loading')}
      failedText={translate('resources.households.messages.loadFailed')}
      messages={{ saved: translate(messageKeys.saved), failed: translate(messageKeys.failed) }}
      afterSave={() => {
        if (destination.current) go(destination.current);
      }}
    >
      <Form resolver={resolver} mode="onChange" noValidate disableInvalidFormNotification>
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <FieldGrid columns={2}>
              <Fields />
            </FieldGrid>
          </Paper>
          <PartToolbar buttons={view.buttons} pressed={pressed} onSavePressed={onSavePressed} go={go} />
        </Stack>
      </Form>
    </RecordEdit>
  );
}
