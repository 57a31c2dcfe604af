/**
 * The state pages on the demo data: the map → a state page → an LGA row (sort and figures checked
 * against the LGA API), the data table's link, axe-core on the state page, and the page at 360 px.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import type { LgaIndicatorRow, LgaIndicatorsAnswer } from '../../src/domain/api/publicLocal';
import { lgasOfState } from '../../src/domain/locations';
import type { Count } from '../../src/domain/publicData';
import { seedDemoProgrammes } from '../../seed/programmes';
import { countRecords, seedRecords, totalOf } from '../../seed/records';
import { expect, test } from './fixtures';

async function ensureDemoData(app: FastifyInstance) {
  if (totalOf(await countRecords(app.db)) === 0) await seedRecords(app.db, { scale: 1, seed: 7 });
  await seedDemoProgrammes(app.db);
}

test.use({ serverName: 'public-states' });
test.beforeEach(async ({ server }) => ensureDemoData(server.app));

async function lgaAnswer(app: FastifyInstance, state: string): Promise<LgaIndicatorsAnswer> {
  const response = await app.inject({ url: `/api/public/indicators?level=lga&state=${state}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const shown = (count: Count) => (count === null ? 'x' : count.toLocaleString('en-NG'));

/** The LGA table's order when sorted by a figure, largest first: hidden counts just above 0, ties by name. */
function descending(rows: LgaIndicatorRow[], value: (row: LgaIndicatorRow) => Count): string[] {
  const key = (count: Count) => (count === null ? 0.5 : count);
  return [...rows].sort((a, b) => key(value(b)) - key(value(a)) || a.name.localeCompare(b.name)).map((row) => row.slug);
}

/** The state page has drawn its table and its chart. */
async function settled(page: Page, lgas: number) {
  await expect(page.getByTestId('lga-row')).toHaveCount(lgas);
  await expect(page.getByTestId('chart-oos-by-lga').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('page-spinner')).toHaveCount(0);
}

test('the map → a state page → an LGA row: sorted as asked and with the API figures', async ({ page, server }) => {
  const answer = await lgaAnswer(server.app, 'kano');
  expect(answer.data).toHaveLength(lgasOfState('kano').length);

  await page.goto('/maps');
  await page.locator('[data-testid="state-map"] path[data-state="kano"]').click();
  await page.getByTestId('state-panel').getByRole('link', { name: 'Open the Kano page' }).click();
  await expect(page).toHaveURL(/\/states\/kano$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kano');
  await expect(page).toHaveTitle(/^Kano: figures by LGA/);
  const rows = page.getByTestId('lga-row');
  await expect(rows).toHaveCount(answer.data.length);

  await page
    .getByTestId('lga-table')
    .getByRole('button', { name: /^Out-of-school children/ })
    .click();
  await expect(page).toHaveURL(/\?sort=oos&dir=desc$/);
  const order = descending(answer.data, (row) => row.outOfSchoolChildren.total);
  await expect.poll(() => rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-lga')))).toEqual(order);

  const first = answer.data.find((row) => row.slug === order[0])!;
  const row = rows.first();
  await expect(row.getByRole('rowheader')).toHaveText(first.name);
  const expected: Record<string, Count> = {
    'learning-centres': first.learningCentres.total,
    learners: first.learners.total,
    'learners-female': first.learners.bySex.Female,
    oos: first.outOfSchoolChildren.total,
    'oos-female': first.outOfSchoolChildren.bySex.Female,
    households: first.households,
    communities: first.communities,
  };
  for (const [column, count] of Object.entries(expected)) await expect(row.locator(`[data-column="${column}"]`)).toHaveText(shown(count));

  await page.reload();
  await expect(page.getByTestId('lga-table').getByRole('columnheader', { name: /^Out-of-school children/ })).toHaveAttribute('aria-sort', 'descending');
});

test("the data table's state names open their state page", async ({ page }) => {
  await page.goto('/data-table?zone=north-east');
  await page.getByTestId('indicator-table').getByRole('link', { name: 'Bauchi' }).click();
  await expect(page).toHaveURL(/\/states\/bauchi$/);
  await expect(page.getByTestId('lga-row')).toHaveCount(lgasOfState('bauchi').length);
});

test('the data table has an LGA level with a state filter, its figures those of the LGA API', async ({ page, server }) => {
  const answer = await lgaAnswer(server.app, 'kano');
  await page.goto('/data-table');
  await expect(page.getByTestId('indicator-row')).toHaveCount(37);
  await page.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'LGAs of a state' }).click();
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Kano' }).click();
  await expect(page).toHaveURL(/level=lga/);
  await expect(page).toHaveURL(/state=kano/);
  await expect(page.getByTestId('indicator-row')).toHaveCount(answer.data.length);
  const busiest = [...answer.data].sort((a, b) => (b.outOfSchoolChildren.total ?? 0) - (a.outOfSchoolChildren.total ?? 0))[0];
  const row = page.locator(`[data-testid="indicator-row"][data-lga="${busiest.slug}"]`);
  await expect(row.getByRole('rowheader')).toHaveText(busiest.name);
  await expect(row).toContainText(shown(busiest.outOfSchoolChildren.total));
  await expect(row).toContainText(shown(busiest.learners.total));
  // The address reproduces the view.
  await page.reload();
  await expect(page.getByTestId('indicator-row')).toHaveCount(answer.data.length);
});

test('axe-core finds no serious or critical violation on a state page', async ({ page }) => {
  await page.goto('/states/kano');
  await settled(page, lgasOfState('kano').length);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
});

test('at 360 px the state page does not scroll sideways; the LGA table scrolls inside its own box', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/states/kano?bars=all');
  await settled(page, lgasOfState('kano').length);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = page.getByRole('region', { name: /scrolls sideways/ });
  const overflow = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(overflow.scroll).toBeGreaterThan(overflow.client);
});
