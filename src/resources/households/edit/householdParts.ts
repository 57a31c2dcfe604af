/** The three household parts (spec 02 §2.2, §3.2, §8): schema, fields, tab label and toasts. */
import type { z } from 'zod';
import {
  HOUSEHOLD_TABS,
  householdHealthAndNutritionSchema,
  householdIdentificationSchema,
  householdParentGuardianSchema,
  type HouseholdTab,
} from '../../../domain/records';

export interface HouseholdPartConfig {
  label: string;
  schema: z.ZodObject;
  fields: readonly string[];
  saved: string;
  failed: string;
}

export const HOUSEHOLD_PARTS: Readonly<Record<HouseholdTab, HouseholdPartConfig>> = {
  identification: {
    label: 'Identification',
    schema: householdIdentificationSchema,
    fields: Object.keys(householdIdentificationSchema.shape),
    saved: 'Household identification saved successfully!',
    failed: 'Failed to save household identification.',
  },
  'parent-guardian': {
    label: 'Parent/Guardian',
    schema: householdParentGuardianSchema,
    fields: Object.keys(householdParentGuardianSchema.shape),
    saved: 'Parent/Guardian information saved successfully!',
    failed: 'Failed to save Parent/Guardian information.',
  },
  'health-and-nutrition': {
    label: 'Health & Nutrition',
    schema: householdHealthAndNutritionSchema,
    fields: Object.keys(householdHealthAndNutritionSchema.shape),
    saved: 'Health & Nutrition information saved successfully!',
    failed: 'Failed to save Health & Nutrition information.',
  },
};

export const DEFAULT_HOUSEHOLD_TAB: HouseholdTab = 'identification';

/** The tab named by `?tab=`; the default for a missing or unknown value. */
export function householdTabOf(value: string | null): HouseholdTab {
  return (HOUSEHOLD_TABS as readonly string[]).includes(value ?? '') ? (value as HouseholdTab) : DEFAULT_HOUSEHOLD_TAB;
}

export const HOUSEHOLDS_LIST_PATH = '/admin/households';
/**
 * Where "Save and Exit" goes. The spec's /admin/app/households only redirects to the list
 * (DESIGN §8), and it sits outside the admin's routes: passing through it would remount the whole
 * admin and lose the success toast, so the screen goes straight to where the redirect ends.
 */
export const HOUSEHOLD_EXIT_PATH = HOUSEHOLDS_LIST_PATH;
