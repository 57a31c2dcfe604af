/**
 * The top bar's search on the demo data: a seeded learner found by name opens that learner; Enter
 * with nothing highlighted opens the list filtered by the text; Escape closes; "nothing found".
 */
import type { Page } from '@playwright/test';
import { seedRecords } from '../../seed/records';
import { createUser, expect, signIn, test, type E2EServer } from './fixtures';

// Its own server: the demo records are seeded into it.
test.use({ serverName: 'search' });

let seeded = false;
async function seedDemo(server: E2EServer) {
  if (seeded) return;
  await seedRecords(server.app.db, { scale: 1, collectorId: null });
  seeded = true;
}

/** A seeded learner whose first and last name no other learner shares. */
async function uniqueLearner(server: E2EServer) {
  const rows = await server.app.db
    .selectFrom('learners')
    .select(['id', 'firstName', 'lastName', 'middleName'])
    .where('firstName', 'is not', null)
    .where('lastName', 'is not', null)
    .orderBy('id')
    .execute();
  const count = new Map<string, number>();
  const key = (row: { firstName: string | null; lastName: string | null }) => `${row.firstName} ${row.lastName}`.toLowerCase();
  for (const row of rows) count.set(key(row), (count.get(key(row)) ?? 0) + 1);
  const learner = rows.find((row) => count.get(key(row)) === 1);
  if (!learner) throw new Error('No learner with a name of their own in the demo data');
  return learner;
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });

test.beforeEach(async ({ server, page }) => {
  await seedDemo(server);
  await signIn(page, await createUser(server.app, 'admin', 'Search Admin'));
  await expect(page).toHaveURL(/\/admin\/dashboard/);
});

test("searching a seeded learner's name and choosing it opens that learner", async ({ server, page }) => {
  const learner = await uniqueLearner(server);
  await searchBox(page).fill(`${learner.firstName} ${learner.lastName}`);
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByText('Learners', { exact: true })).toBeVisible();
  const fullName = [learner.firstName, learner.middleName, learner.lastName].filter(Boolean).join(' ');
  await expect(listbox.getByRole('option', { name: new RegExp(`^${fullName}`) })).toBeVisible();
  // The keyboard: down to the learner (the only learner of that name), Enter opens it.
  const options = listbox.getByRole('option');
  const index = (await options.allTextContents()).findIndex((text) => text.startsWith(fullName));
  for (let i = 0; i <= index; i += 1) await searchBox(page).press('ArrowDown');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/learners/${learner.id}/show$`));
  await expect(page.getByText(learner.lastName!, { exact: false }).first()).toBeVisible();
  await expect(searchBox(page)).toHaveValue('');
});

test('Enter with nothing highlighted opens the best-matching list filtered by the text; Escape closes', async ({ server, page }) => {
  const learner = await uniqueLearner(server);
  await page.goto('/admin/schools');
  await searchBox(page).fill(`${learner.firstName} ${learner.lastName}`);
  await expect(page.getByRole('listbox')).toBeVisible();
  await searchBox(page).press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await searchBox(page).fill(`${learner.firstName} ${learner.lastName} `);
  await expect(page.getByRole('listbox').getByText('Learners', { exact: true })).toBeVisible();
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/admin\/learners\?/);
  expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toMatchObject({ q: `${learner.firstName} ${learner.lastName}` });
  await expect(page.locator('#main-content table tbody tr').first()).toContainText(learner.lastName!);
});

test('a text that matches nothing says so', async ({ page }) => {
  await searchBox(page).fill('Qqzzxx');
  await expect(page.getByText('Nothing found for “Qqzzxx”.', { exact: false })).toBeVisible();
});
