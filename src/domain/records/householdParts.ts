/**
 * The household's three parts, each a tab of the edit screen saved on its own (spec 02 §2.2,
 * §3.2, §7, §8): the `?tab=` value and API path segment, the code key (also where a GET answer
 * carries the part), the i18n keys of the tab label and the toasts, and the fields.
 */
import type { z } from 'zod';
import { householdHealthAndNutritionShape, householdIdentificationShape, householdParentGuardianShape } from './household';

export const HOUSEHOLD_TABS = ['identification', 'parent-guardian', 'health-and-nutrition'] as const;
export type HouseholdTab = (typeof HOUSEHOLD_TABS)[number];

/** The tab the edit screen opens on without (or with an unknown) `?tab=` (spec 02 §9). */
export const DEFAULT_HOUSEHOLD_TAB: HouseholdTab = 'identification';

export interface HouseholdPartEntry {
  tab: HouseholdTab;
  key: 'identification' | 'parentGuardian' | 'healthAndNutrition';
  /**
   * Where a GET of the part answers its fields: `data[answerKey]`, or `data` itself for the
   * identification, which is read with the household (GET /households/:id).
   */
  answerKey: string | null;
  labelKey: string;
  shape: z.ZodRawShape;
  /** The i18n keys of the save's toasts; `saved` is also the API's answer. */
  messageKeys: { saved: string; failed: string };
}

export const HOUSEHOLD_PARTS_BY_TAB: Readonly<Record<HouseholdTab, HouseholdPartEntry>> = {
  identification: {
    tab: 'identification',
    key: 'identification',
    answerKey: null,
    labelKey: 'resources.households.tabs.identification',
    shape: householdIdentificationShape,
    messageKeys: { saved: 'resources.households.messages.identificationSaved', failed: 'resources.households.messages.identificationFailed' },
  },
  'parent-guardian': {
    tab: 'parent-guardian',
    key: 'parentGuardian',
    answerKey: 'parentGuardian',
    labelKey: 'resources.households.tabs.parentGuardian',
    shape: householdParentGuardianShape,
    messageKeys: { saved: 'resources.households.messages.parentGuardianSaved', failed: 'resources.households.messages.parentGuardianFailed' },
  },
  'health-and-nutrition': {
    tab: 'health-and-nutrition',
    key: 'healthAndNutrition',
    answerKey: 'healthAndNutrition',
    labelKey: 'resources.households.tabs.healthAndNutrition',
    shape: householdHealthAndNutritionShape,
    messageKeys: { saved: 'resources.households.messages.healthAndNutritionSaved', failed: 'resources.households.messages.healthAndNutritionFailed' },
  },
};

/** The tab named by `?tab=`; the default for a missing or unknown value. */
export function householdTabOf(value: string | null): HouseholdTab {
  return (HOUSEHOLD_TABS as readonly string[]).includes(value ?? '') ? (value as HouseholdTab) : DEFAULT_HOUSEHOLD_TAB;
}
