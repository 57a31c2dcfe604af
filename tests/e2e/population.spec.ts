/**
 * Population estimates in the browser, on a server of its own: the demo seed's illustrative
 * population shows on the Data Sources page labelled as demo data (axe finds no serious or
 * critical violation there); an admin dry-runs and imports a population CSV in Data Management and
 * the Data Sources page then lists its source.
 */
import AxeBuilder from '@axe-core/playwright';
import { seedDemoPopulation } from '../../seed/population';
import { createUser, expect, signIn, test, type E2EServer } from './fixtures';

test.use({ serverName: 'population' });

const SOURCE = 'E2E projection of children aged 5 (made up for this test)';
const CSV = [
  'state,lga,age_group,sex,year,population,source,licence',
  `,,5,total,2025,7000000,${SOURCE},CC BY 4.0`,
  `kano,,5,total,2025,600000,${SOURCE},CC BY 4.0`,
  `Kano,Dala,5,female,2025,9000,${SOURCE},CC BY 4.0`,
  `Atlantis,,5,total,2025,100,${SOURCE},CC BY 4.0`,
].join('\n');

/** Out-of-school children of primary age in three states, then the demo population derived from them (into an empty table only). */
async function seedDemo(server: E2EServer) {
  const child = (state: string, lga: string, sex: string, i: number) => ({ firstName: `Pop${i}`, lastName: 'Demo', age: 6 + (i % 6), sex, state, lga });
  const places: [string, string][] = [
    ['kano', 'dala'],
    ['kaduna', 'zaria'],
    ['sokoto', 'wamakko'],
  ];
  const count = await server.app.db
    .selectFrom('oosChildren')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(count.n) === 0) {
    await server.app.db
      .insertInto('oosChildren')
      .values(places.flatMap(([state, lga], p) => Array.from({ length: 8 }, (_, i) => child(state, lga, i % 2 ? 'Female' : 'Male', p * 8 + i))))
      .execute();
  }
  await seedDemoPopulation(server.app.db);
}

test.beforeEach(async ({ server }) => seedDemo(server));

test('the Data Sources page lists the demo population labelled as demo data, and axe finds no serious violation', async ({ page }) => {
  await page.goto('/data-sources');
  const section = page.getByRole('region', { name: 'Population estimates' });
  const demo = section.getByTestId('population-source').filter({ hasText: 'Illustrative population for the demo' });
  await expect(demo).toBeVisible();
  await expect(demo.getByTestId('population-demo-chip')).toHaveText('Demo data');
  await expect(demo).toContainText('These are illustrative figures made up for the demonstration, not real population estimates.');
  await expect(demo).toContainText('CC0 1.0 (demo data)');
  await expect(demo).toContainText('6-11');

  await expect(page.getByTestId('page-spinner')).toHaveCount(0);
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

test('an admin dry-runs and imports a population CSV, and the Data Sources page lists its source', async ({ page, server }) => {
  await signIn(page, await createUser(server.app, 'admin'));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/data-management');
  const panel = page.getByRole('region', { name: 'Population estimates' });
  await panel.getByLabel('Population CSV file').setInputFiles({ name: 'population.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  const importButton = panel.getByRole('button', { name: 'Import' });
  await expect(importButton).toBeDisabled();

  await panel.getByRole('button', { name: 'Dry run' }).click();
  await expect(panel.getByText('Dry run: nothing was written.', { exact: false })).toBeVisible();
  await expect(panel.getByTestId('population-plan-counts')).toHaveText('Added: 3 · Updated: 0 · Unchanged: 0 · Rejected: 1');
  await expect(panel.getByRole('table', { name: 'Rejected' })).toContainText('Atlantis');
  await expect(panel.getByRole('table', { name: 'Added' })).toContainText('Dala, Kano');
  const stored = () => server.app.db.selectFrom('populationEstimates').select('population').where('source', '=', SOURCE).execute();
  expect(await stored()).toHaveLength(0);

  await importButton.click();
  await expect(panel.getByText('Imported: the population table now holds these figures.')).toBeVisible();
  expect(await stored()).toHaveLength(3);

  await page.goto('/data-sources');
  const source = page.getByRole('region', { name: 'Population estimates' }).getByTestId('population-source').filter({ hasText: SOURCE });
  await expect(source).toBeVisible();
  await expect(source).toContainText('CC BY 4.0');
  await expect(source).toContainText('2025');
  await expect(source).toContainText('Nigeria as a whole · States: 1 · LGAs: 1');
  await expect(source.getByTestId('population-demo-chip')).toHaveCount(0);
});
