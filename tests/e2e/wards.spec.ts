/**
 * The shipped ward list in the browser, on a fresh start (a server of its own): the out-of-school
 * list's ward filter offers Kano → Dala's INEC wards as a searchable select, a ward outside the
 * list is flagged, and the ward list screen of Data Management checks a file before applying it.
 */
import type { Page } from '@playwright/test';
import { createUser, expect, signIn, test } from './fixtures';

test.use({ serverName: 'wards' });

const DALA = ['Adakawa', 'Bakin Ruwa', 'Dala', 'Dogon Nama', 'Gobirawa', 'Gwammaja', 'Kabuwaya', 'Kantudu', 'Kofar Mazugal', 'Kofar Ruwa', 'Madigawa', 'Yalwa'];
const WORD = 'Wardtest';

const rows = (page: Page) => page.locator('#main-content table tbody tr');
const filter = (page: Page, label: 'State' | 'LGA' | 'Ward') => page.locator('#main-content').getByLabel(label, { exact: true });

test('Kano → Dala in the out-of-school filters offers its INEC wards, searchable, and filters by one', async ({ page, server }) => {
  const dala = { state: 'kano', lga: 'dala', zone: 'north-west' };
  await server.app.db
    .insertInto('oosChildren')
    .values([
      { firstName: 'Musa', lastName: WORD, age: 9, sex: 'Male', ...dala, ward: 'kofar-mazugal' },
      { firstName: 'Hauwa', lastName: WORD, age: 10, sex: 'Female', ...dala, ward: 'gwammaja' },
      { firstName: 'Sani', lastName: WORD, age: 12, sex: 'Male', ...dala, ward: 'dala-ward-9' },
    ])
    .execute();
  await signIn(page, await createUser(server.app, 'admin'));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/out-of-school');
  await page.getByLabel('Search by name or reference').fill(WORD);
  await expect(rows(page)).toHaveCount(3);

  await expect(filter(page, 'Ward')).toBeDisabled();
  await filter(page, 'State').selectOption({ label: 'Kano' });
  await filter(page, 'LGA').selectOption({ label: 'Dala' });
  await expect(rows(page)).toHaveCount(3);
  // The Ward column is behind "Columns" by default (the list fits a laptop).
  await page.locator('#main-content').getByRole('button', { name: 'Columns' }).click();
  await page.locator('.MuiPopover-paper').getByLabel('Ward').check();
  await page.keyboard.press('Escape');
  await expect(rows(page).filter({ hasText: 'Musa' })).toContainText('Kofar Mazugal');
  await expect(rows(page).filter({ hasText: 'Sani' })).toContainText('Dala Ward 9 (not in the reference list)');

  const ward = filter(page, 'Ward');
  await expect(ward).toBeEnabled();
  await ward.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText(DALA);
  await ward.fill('kofar');
  await expect(options).toHaveText(['Kofar Mazugal', 'Kofar Ruwa']);
  await options.filter({ hasText: 'Kofar Mazugal' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Musa');
  await expect(page).toHaveURL(/kofar-mazugal/);
});

test('the ward list screen shows a dry run, then applies the file', async ({ page, server }) => {
  await signIn(page, await createUser(server.app, 'admin'));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/data-management');
  const panel = page.getByRole('region', { name: 'Ward list' });
  const csv = [
    'state,lga,ward',
    'kano,dala,Kofar-Mazugal',
    'kano,dala,Sabuwar Unguwa (made up for this test)',
    'KANO,DALA,YALWA',
    'Atlantis,Dala,Nowhere',
  ].join('\n');
  await panel.getByLabel('Ward list CSV file').setInputFiles({ name: 'wards.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(panel.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Dry run' }).click();
  await expect(panel.getByText('Dry run: nothing was written.', { exact: false })).toBeVisible();
  await expect(panel.getByTestId('ward-plan-counts')).toHaveText('Added: 1 · Renamed: 1 · New coordinates: 0 · Unchanged: 1 · Rejected: 1');
  await expect(panel.getByRole('table', { name: 'Rejected' })).toContainText('Unknown state "Atlantis".');
  await expect(panel.getByRole('table', { name: 'Renamed' })).toContainText('Kofar Mazugal');
  const stored = () =>
    server.app.db
      .selectFrom('wards')
      .select('name')
      .where('state', '=', 'kano')
      .where('lga', '=', 'dala')
      .where('slug', '=', 'kofar-mazugal')
      .executeTakeFirstOrThrow();
  expect((await stored()).name).toBe('Kofar Mazugal');

  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByText('Applied: the ward list now holds these changes.')).toBeVisible();
  expect((await stored()).name).toBe('Kofar-Mazugal');
});

test('the edit form offers the reference wards and keeps a ward outside the list, flagged', async ({ page, server }) => {
  const { id } = await server.app.db
    .insertInto('schools')
    .values({ schoolName: 'Tsangaya Dala', state: 'kano', lga: 'dala', ward: 'dala-ward-9' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await signIn(page, await createUser(server.app, 'admin'));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/schools/edit/${id}`);
  const ward = page.locator('#main-content').getByLabel('Ward', { exact: true });
  await expect(ward).toHaveValue('Dala Ward 9 (not in the reference list)');
  await ward.click();
  await ward.fill('gwam');
  await page.getByRole('listbox').getByRole('option', { name: 'Gwammaja' }).click();
  await expect(ward).toHaveValue('Gwammaja');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('School updated successfully')).toBeVisible();
  const saved = await server.app.db.selectFrom('schools').select('ward').where('id', '=', id).executeTakeFirstOrThrow();
  expect(saved.ward).toBe('gwammaja');
});
