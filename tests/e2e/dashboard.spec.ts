/**
 * The dashboard on the demo data: an executive sees the executive section and not the admin one,
 * the filter stays in the URL, and a figure's link opens the record list filtered the same way,
 * whose total equals the figure.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { seedDemoProgrammes } from '../../seed/programmes';
import { countRecords, seedRecords, totalOf } from '../../seed/records';
import { createUser, expect, signIn, test } from './fixtures';

async function ensureDemoData(app: FastifyInstance) {
  if (totalOf(await countRecords(app.db)) === 0) await seedRecords(app.db, { scale: 1, seed: 7 });
  await seedDemoProgrammes(app.db);
}

// The same demo database as the public site's spec (the demo seed only goes into an empty database).
test.use({ serverName: 'public-demo' });
test.beforeEach(async ({ server }) => ensureDemoData(server.app));

async function busiestState(app: FastifyInstance): Promise<string> {
  const { rows } = await sql<{
    state: string;
  }>`select state from oos_children where sex = 'Female' group by state order by count(*) desc, state limit 1`.execute(app.db);
  return rows[0].state;
}

test('an executive sees the executive section only, and a figure opens the list it counts', async ({ page, server }) => {
  const email = await createUser(server.app, 'executive', 'Zainab Yusuf');
  const state = await busiestState(server.app);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('dashboard-executive')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Programme overview', level: 2 })).toBeVisible();
  await expect(page.getByTestId('dashboard-admin')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-collector')).toHaveCount(0);
  await expect(page.getByTestId('figure-out-of-school')).toHaveText(/\d/);

  // The filter goes into the URL and survives a reload.
  await page.getByTestId('dashboard-executive').waitFor();
  await page.getByRole('search').getByLabel('State', { exact: true }).selectOption(state);
  await expect(page).toHaveURL(new RegExp(`[?&]state=${state}(&|$)`));
  await page.reload();
  await expect(page.getByRole('search').getByLabel('State', { exact: true })).toHaveValue(state);

  const { rows } = await sql<{ n: string }>`select count(*) as n from oos_children where state = ${state} and sex = 'Female'`.execute(server.app.db);
  const girls = Number(rows[0].n);
  await expect(page.getByTestId('figure-out-of-school-girls')).toHaveText(girls.toLocaleString('en-NG'));

  const listAnswer = page.waitForResponse(
    (response) => response.url().includes('/api/admin/oos-children?') && decodeURIComponent(response.url()).includes('"sex":"Female"'),
  );
  await page.getByTestId('figure-out-of-school-girls').click();
  await expect(page).toHaveURL(/\/admin\/out-of-school\?/);
  const url = new URL(page.url());
  expect(JSON.parse(url.searchParams.get('filter') ?? '{}')).toEqual({ state, sex: 'Female' });
  const answer = await listAnswer;
  expect(answer.headers()['content-range']).toMatch(new RegExp(`/${girls}$`));
  await expect(page.getByRole('heading', { name: 'Out of School', level: 1 })).toBeVisible();
});

test('an admin sees the overview, review and operations sections (not "My collection": admins collect nothing)', async ({ page, server }) => {
  const email = await createUser(server.app, 'admin', 'Chinedu Okafor');
  await signIn(page, email);
  for (const id of ['dashboard-executive', 'dashboard-review', 'dashboard-admin']) await expect(page.getByTestId(id)).toBeVisible();
  await expect(page.getByTestId('dashboard-collector')).toHaveCount(0);
  await expect(page.getByTestId('figure-failed-syncs')).toHaveText(/\d/);
  await expect(page.getByTestId('list-audit')).toBeVisible();
});
