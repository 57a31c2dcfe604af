/**
 * The four record edit screens (spec 02) against the real server: open a seeded record, change
 * fields across sections or tabs (a conditional field among them), save, see the toast, reload
 * and find the values kept.
 */
import type { Page } from '@playwright/test';
import { createUser, expect, signIn, test, type E2EServer } from './fixtures';

async function signInAdmin(page: Page, server: E2EServer) {
  const email = await createUser(server.app, 'admin', 'Edit Tester');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const text = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const number = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true });
const yesNo = (page: Page, question: string, answer: 'Yes' | 'No') =>
  page.getByRole('radiogroup', { name: question, exact: true }).getByRole('radio', { name: answer, exact: true });
const toast = (page: Page, message: string) => page.getByText(message, { exact: true });

test('out-of-school child: validation in the Errors panel, a conditional field, save and reload', async ({ page, server }) => {
  const { id } = await server.app.db
    .insertInto('oosChildren')
    .values({
      firstName: 'Hauwa',
      lastName: 'Sani',
      state: 'kano',
      lga: 'fagge',
      ward: 'fagge-a',
      age: 9,
      sex: 'Female',
      reason: 'Financial',
      interestInEnrolling: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await signInAdmin(page, server);
  await page.goto(`/admin/out-of-school/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hauwa Sani' })).toBeVisible();
  await expect(page.getByTestId('edit-subtitle')).toHaveText('Fagge, Kano');
  await expect(page.getByTestId('readonly-state')).toHaveValue('Kano');

  const errors = page.getByTestId('errors-panel');
  await number(page, 'Age').fill('4');
  await expect(errors.getByText('Age must be at least 5')).toBeVisible();
  await number(page, 'Age').fill('16');
  await expect(errors.getByText('Age must be at most 15')).toBeVisible();
  await number(page, 'Age').fill('12');
  await expect(errors.getByText('No validation errors.')).toBeVisible();

  await expect(text(page, 'Specify Reason')).toHaveCount(0);
  await combo(page, 'Reason for Being Out of School').selectOption('Other');
  await text(page, 'Specify Reason').fill('Caring for a younger sibling');
  await text(page, 'Middle Name').fill('Ladi');
  await combo(page, 'Living With').selectOption('Grandparents');
  await yesNo(page, 'Attends Vocational Training?', 'Yes').check();
  await combo(page, 'Vocational Training Type').selectOption('Tailoring');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Child updated successfully')).toBeVisible();

  await page.reload();
  await expect(number(page, 'Age')).toHaveValue('12');
  await expect(combo(page, 'Reason for Being Out of School')).toHaveValue('Other');
  await expect(text(page, 'Specify Reason')).toHaveValue('Caring for a younger sibling');
  await expect(text(page, 'Middle Name')).toHaveValue('Ladi');
  await expect(combo(page, 'Living With')).toHaveValue('Grandparents');
  await expect(combo(page, 'Vocational Training Type')).toHaveValue('Tailoring');
});

test('household: identification → parent-guardian → health-and-nutrition, then Save and Exit', async ({ page, server }) => {
  const community = await server.app.db
    .insertInto('communities')
    .values({ name: 'Kofar Mata', state: 'kano', lga: 'kano-municipal' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await server.app.db
    .insertInto('households')
    .values({ householdHead: 'Aisha Bello', state: 'kano', lga: 'kano-municipal', communityId: community.id, householdIncome: '0-10000' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await signInAdmin(page, server);
  await page.goto(`/admin/households/${id}`);
  await expect(text(page, 'Household Head')).toHaveValue('Aisha Bello');
  await expect(page.getByRole('tab', { name: 'Identification' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('readonly-communityName')).toHaveValue('Kofar Mata');
  const saveContinue = page.getByRole('button', { name: 'Save and Continue' });
  await expect(saveContinue).toBeDisabled();
  await text(page, 'Household Head').fill('Aisha Bello Musa');
  await combo(page, 'Household Income (monthly)').selectOption({ label: 'Above N50,000' });
  await number(page, 'Number of Male Members').fill('3');
  await saveContinue.click();
  await expect(toast(page, 'Household identification saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/households/${id}\\?tab=parent-guardian$`));

  await yesNo(page, 'Father Alive?', 'Yes').check();
  await combo(page, 'Father’s Education Level').selectOption('Secondary');
  await text(page, 'Mother’s Occupation').fill('Trader');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(toast(page, 'Parent/Guardian information saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/households/${id}\\?tab=health-and-nutrition$`));

  await expect(page.getByRole('button', { name: 'Save and Continue' })).toHaveCount(0);
  await yesNo(page, 'Access to a Health Facility?', 'Yes').check();
  await number(page, 'Distance to Health Facility (km)').fill('3.5');
  await yesNo(page, 'Wasting?', 'No').check();
  await page.getByRole('button', { name: 'Save and Exit' }).click();
  await expect(toast(page, 'Health & Nutrition information saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/households$/);

  await page.goto(`/admin/households/${id}`);
  await expect(text(page, 'Household Head')).toHaveValue('Aisha Bello Musa');
  await expect(combo(page, 'Household Income (monthly)')).toHaveValue('50001+');
  await expect(number(page, 'Number of Male Members')).toHaveValue('3');
  await page.goto(`/admin/households/${id}?tab=parent-guardian`);
  await expect(yesNo(page, 'Father Alive?', 'Yes')).toBeChecked();
  await expect(combo(page, 'Father’s Education Level')).toHaveValue('Secondary');
  await expect(text(page, 'Mother’s Occupation')).toHaveValue('Trader');
  await page.goto(`/admin/households/${id}?tab=health-and-nutrition`);
  await expect(number(page, 'Distance to Health Facility (km)')).toHaveValue('3.5');
  await expect(yesNo(page, 'Access to a Health Facility?', 'Yes')).toBeChecked();
  await expect(yesNo(page, 'Wasting?', 'No')).toBeChecked();
});

test('school: edit across tabs with conditional fields, save, back one page, reload', async ({ page, server }) => {
  const { id } = await server.app.db
    .insertInto('schools')
    .values({ schoolName: 'Tsangaya Fagge', state: 'kano', lga: 'fagge', yearEstablished: 1995, shiftSystem: false, hasFocalPerson: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  await signInAdmin(page, server);
  await page.goto('/admin/schools');
  await page.goto(`/admin/schools/edit/${id}`);
  await expect(text(page, 'School Name')).toHaveValue('Tsangaya Fagge');
  const save = page.getByRole('button', { name: 'Save Changes' });
  await number(page, 'Year Established').fill('1899');
  await expect(save).toBeDisabled();
  await number(page, 'Year Established').fill('2001');
  await expect(save).toBeEnabled();
  await text(page, 'School Name').fill('Tsangaya Fagge Central');

  await page.getByRole('tab', { name: 'Characteristics' }).click();
  await expect(combo(page, 'Shift Type')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Shift System' }).check();
  await combo(page, 'Shift Type').selectOption('Afternoon');
  await number(page, 'Distance from Community (km)').fill('1.5');

  await page.getByRole('tab', { name: 'Health & Safety' }).click();
  await page.getByRole('switch', { name: 'Has a Focal Person' }).check();
  await text(page, 'Focal Person Name').fill('Malam Sani');
  await save.click();
  await expect(toast(page, 'School updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/schools$/);

  await page.goto(`/admin/schools/edit/${id}`);
  await expect(text(page, 'School Name')).toHaveValue('Tsangaya Fagge Central');
  await expect(number(page, 'Year Established')).toHaveValue('2001');
  await page.getByRole('tab', { name: 'Characteristics' }).click();
  await expect(page.getByRole('switch', { name: 'Shift System' })).toBeChecked();
  await expect(combo(page, 'Shift Type')).toHaveValue('Afternoon');
  await expect(number(page, 'Distance from Community (km)')).toHaveValue('1.5');
  await page.getByRole('tab', { name: 'Health & Safety' }).click();
  await expect(text(page, 'Focal Person Name')).toHaveValue('Malam Sani');
});

test('community: edit both tabs with a conditional field, save, back one page, reload', async ({ page, server }) => {
  const { id } = await server.app.db
    .insertInto('communities')
    .values({ name: 'Gwammaja', state: 'kano', lga: 'dala', communityType: 'Urban', hasOtherSchools: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  await signInAdmin(page, server);
  await page.goto('/admin/community');
  await page.goto(`/admin/community/edit/${id}`);
  await expect(text(page, 'Community Name')).toHaveValue('Gwammaja');
  await text(page, 'Community Name').fill('Gwammaja Ward');
  await combo(page, 'Community Type').selectOption('Rural');

  await page.getByRole('tab', { name: 'Educational Profile' }).click();
  await expect(text(page, 'Specify Other Schools')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Has Other Schools' }).check();
  await text(page, 'Specify Other Schools').fill('Quranic schools');
  await combo(page, 'Boys Who Never Attended School').selectOption('high');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Community updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/community$/);

  await page.goto(`/admin/community/edit/${id}`);
  await expect(text(page, 'Community Name')).toHaveValue('Gwammaja Ward');
  await expect(combo(page, 'Community Type')).toHaveValue('Rural');
  await page.getByRole('tab', { name: 'Educational Profile' }).click();
  await expect(page.getByRole('switch', { name: 'Has Other Schools' })).toBeChecked();
  await expect(text(page, 'Specify Other Schools')).toHaveValue('Quranic schools');
  await expect(combo(page, 'Boys Who Never Attended School')).toHaveValue('high');
});
