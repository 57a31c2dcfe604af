import type { ComponentType } from 'react';
import { TabbedForm, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { schemaResolver } from './schemaResolver';
import { SaveChangesToolbar, TabLabel } from './SaveChangesToolbar';

export interface RecordTab {
  /** The i18n key of the tab's label, the domain's (SCHOOL_TABS, COMMUNITY_TABS). */
  labelKey: string;
  Body: ComponentType;
}

const tabGrid = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  '& > *': { minWidth: 0 },
} as const;

/**
 * The tabbed form of a school or community (spec 02 §2.3, §2.4, §4): validated on change against
 * the domain schema, one Save Changes button disabled until the form is valid and while saving.
 */
export function RecordTabbedForm({ schema, tabs }: { schema: z.ZodType; tabs: readonly RecordTab[] }) {
  const translate = useTranslate();
  return (
    <TabbedForm
      resolver={schemaResolver(schema)}
      mode="onChange"
      noValidate
      syncWithLocation={false}
      disableInvalidFormNotification
      toolbar={<SaveChangesToolbar />}
    >
      {tabs.map(({ labelKey, Body }, index) => (
        <TabbedForm.Tab key={labelKey} label={<TabLabel label={translate(labelKey)} group={index} />} sx={tabGrid}>
          <Body />
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  );
}
