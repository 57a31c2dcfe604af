/**
 * The record lists against the real server: rows written straight into the database in two
 * states and three LGAs, then filtered by state and LGA in the browser.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createUser, expect, signIn, test, type E2EServer } from './fixtures';

/** A word no other test's rows start with, so the search box keeps this test's rows apart. */
const tag = () => `Zx${crypto.randomBytes(3).toString('hex')}`;

const PLACES = {
  dala: { state: 'kano', lga: 'dala', zone: 'north-west' },
  fagge: { state: 'kano', lga: 'fagge', zone: 'north-west' },
  zaria: { state: 'kaduna', lga: 'zaria', zone: 'north-west' },
} as const;

async function arrange(server: E2EServer, word: string) {
  const db = server.app.db;
  const schools = await db
    .insertInto('schools')
    .values([
      { schoolName: `${word} Tsangaya Dala`, typeOfSchool: 'Tsangaya', ...PLACES.dala },
      { schoolName: `${word} Islamiya Fagge`, typeOfSchool: 'Islamiya', ...PLACES.fagge },
      { schoolName: `${word} Zaria Centre`, typeOfSchool: 'Regular', ...PLACES.zaria },
    ])
    .returning(['id', 'schoolName'])
    .execute();
  const dalaSchool = schools.find((s) => s.schoolName?.endsWith('Dala'))!;
  await db
    .insertInto('learners')
    .values({ firstName: 'Umar', lastName: `${word}Sani`, schoolId: dalaSchool.id, ...PLACES.dala })
    .execute();
  await db
    .insertInto('oosChildren')
    .values([
      { firstName: 'Musa', lastName: word, age: 9, sex: 'Male', ...PLACES.dala },
      { firstName: 'Hauwa', lastName: word, age: 10, sex: 'Female', ...PLACES.dala },
      { firstName: 'Sani', lastName: word, age: 12, sex: 'Male', ...PLACES.fagge },
      { firstName: 'Aisha', lastName: word, age: 8, sex: 'Female', ...PLACES.zaria },
    ])
    .execute();
  return { dalaSchool };
}

const rows = (page: Page) => page.locator('#main-content table tbody tr');

async function openFromMenu(page: Page, label: string) {
  await page.getByTestId('admin-menu').getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
}

async function search(page: Page, word: string) {
  await page.getByLabel('Search by name or reference').fill(word);
}

const filter = (page: Page, label: 'State' | 'LGA' | 'Ward') => page.locator('#main-content').getByLabel(label, { exact: true });

test('Out of School and Learning Centers filter by state and LGA', async ({ page, server }) => {
  const word = tag();
  const { dalaSchool } = await arrange(server, word);
  const email = await createUser(server.app, 'admin', 'Halima Yusuf');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await openFromMenu(page, 'Out of School');
  await search(page, word);
  await expect(rows(page)).toHaveCount(4);

  await expect(filter(page, 'LGA')).toBeDisabled();
  await filter(page, 'State').selectOption({ label: 'Kano' });
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).filter({ hasText: 'Aisha' })).toHaveCount(0);

  await filter(page, 'LGA').selectOption({ label: 'Dala' });
  await expect(rows(page)).toHaveCount(2);
  for (const name of ['Musa', 'Hauwa']) await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'Sani' })).toHaveCount(0);
  for (const row of await rows(page).all()) await expect(row).toContainText('Dala');

  // Changing the state clears the LGA: Kaduna's one child shows.
  await filter(page, 'State').selectOption({ label: 'Kaduna' });
  await expect(filter(page, 'LGA')).toHaveValue('');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Aisha');
  await expect(rows(page).first()).toContainText('Zaria');

  await openFromMenu(page, 'Learning Centers');
  await search(page, word);
  await expect(rows(page)).toHaveCount(3);
  await filter(page, 'State').selectOption({ label: 'Kaduna' });
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`${word} Zaria Centre`);

  await filter(page, 'State').selectOption({ label: 'Kano' });
  await filter(page, 'LGA').selectOption({ label: 'Fagge' });
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`${word} Islamiya Fagge`);

  await filter(page, 'LGA').selectOption({ label: 'Dala' });
  await expect(rows(page)).toHaveCount(1);
  await rows(page)
    .first()
    .getByRole('link', { name: `${word} Tsangaya Dala` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/schools/${dalaSchool.id}$`));
  await expect(page.getByRole('heading', { name: `${word} Tsangaya Dala`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('school-learner-count')).toHaveText('Learners: 1');
  await expect(page.getByTestId('school-learners')).toContainText(`${word}Sani`);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/admin/schools/edit/${dalaSchool.id}`);
});

test('a filter that matches nothing says so and clears', async ({ page, server }) => {
  const word = tag();
  await arrange(server, word);
  const email = await createUser(server.app, 'admin');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openFromMenu(page, 'Learning Centers');
  await search(page, `${word} nothing`);
  await expect(page.getByText('No learning centres match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search by name or reference')).toHaveValue('');
  await expect(rows(page).first()).toBeVisible();
});

test('Export CSV downloads the filtered rows with formula cells neutralised', async ({ page, server }) => {
  const word = tag();
  await arrange(server, word);
  await server.app.db
    .insertInto('oosChildren')
    .values({ firstName: '=2+3', lastName: word, ...PLACES.zaria })
    .execute();
  const email = await createUser(server.app, 'admin');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openFromMenu(page, 'Out of School');
  await search(page, word);
  await filter(page, 'State').selectOption({ label: 'Kaduna' });
  await expect(rows(page)).toHaveCount(2);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^out-of-school-children-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[0].split(',').slice(0, 4)).toEqual(['id', 'uuid', 'state', 'stateName']);
  expect(text).toContain(`'=2+3,`);
  expect(text).toContain('Aisha');
  expect(text).not.toContain('Musa');
  expect(lines.slice(1).every((line) => line.includes(',kaduna,Kaduna,zaria,Zaria,'))).toBe(true);
});
