/** Driving the web collector's record forms (src/collect/forms) in Playwright: each field by its input id. */
import { expect, type Page } from '@playwright/test';

export type Answer = string | boolean | string[];

const input = (page: Page, name: string) => page.locator(`#cf-${name.replace('.', '-')}`);

/** Answers one field of the current step: a text or select value, a yes/no, the boxes to tick, or the first ward. */
export async function answer(page: Page, name: string, value: Answer): Promise<void> {
  const element = input(page, name);
  if (name === 'ward') {
    await expect(element.locator('option')).not.toHaveCount(1);
    const first = await element.locator('option').nth(1).getAttribute('value');
    await element.selectOption(value === '' ? (first ?? '') : String(value));
  } else if (typeof value === 'boolean') {
    await element
      .locator('xpath=ancestor::fieldset')
      .getByLabel(value ? 'Yes' : 'No', { exact: true })
      .check();
  } else if (Array.isArray(value)) {
    for (const box of value) await element.locator('xpath=ancestor::fieldset').getByLabel(box, { exact: true }).check();
  } else if (await element.evaluate((node) => node.tagName === 'SELECT')) await element.selectOption(value);
  else await element.fill(value);
}

/** Fills each step with its answers and presses Next, then Save on the last. */
export async function fillSteps(page: Page, steps: Array<Record<string, Answer>>): Promise<void> {
  for (const [index, answers] of steps.entries()) {
    for (const [name, value] of Object.entries(answers)) await answer(page, name, value);
    const last = index === steps.length - 1;
    await page.getByRole('button', { name: last ? 'Save' : 'Next', exact: true }).click();
    if (!last) await expect(page.getByText(new RegExp(`^Step ${index + 2} of `))).toBeVisible();
  }
}

export const COMMUNITY_STEPS = (name: string): Array<Record<string, Answer>> => [{ name }, { state: 'kano', lga: 'dala', ward: '' }, {}];

export const HOUSEHOLD_STEPS = (community: string, head: string): Array<Record<string, Answer>> => [
  { 'links.communityId': community, state: 'kano', lga: 'dala', ward: '' },
  { householdHead: head },
  {},
  {},
];

export const CHILD_STEPS = (household: string, lastName: string): Array<Record<string, Answer>> => [
  { 'links.householdId': household },
  { firstName: 'Hauwa', lastName, sex: 'Female', dateOfBirth: '2015-09-12', age: '10' },
  { state: 'kano', lga: 'dala', ward: '', address: 'Behind the mosque' },
  { maritalStatus: 'Single', disability: 'None' },
  { category: 'Dropped Out', reason: 'Other', specifyReason: 'Looks after siblings' },
  { interestInEnrolling: true, timeWillingToEnrolIfYes: 'Immediately', supportRequirementsIfYes: ['Books'] },
  { attendanceInVocationalTraining: false },
  {
    specialNeedsSeeing: false,
    specialNeedsHearing: false,
    specialNeedsWalking: false,
    specialNeedsRemembering: false,
    specialNeedsCommunicating: false,
    specialNeedsSelfCare: false,
    specialNeedsOther: false,
  },
  { livingWith: 'Parents', lossOfParent: 'None', psychoSocialSupport: false },
];
