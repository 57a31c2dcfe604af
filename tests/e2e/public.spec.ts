/**
 * The public site on the demo data (seeded once into the worker's server): every page renders its
 * figures, navigation, the 375 px menu, the map's tooltip and panel, shareable data-table views,
 * downloads, the footer rule, axe-core, and the admin's programme publishing.
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { FastifyInstance } from 'fastify';
import { seedDemoProgrammes } from '../../seed/programmes';
import { countRecords, seedRecords, totalOf } from '../../seed/records';
import { createUser, expect, signIn, test } from './fixtures';

async function ensureDemoData(app: FastifyInstance) {
  if (totalOf(await countRecords(app.db)) === 0) await seedRecords(app.db, { scale: 1, seed: 7 });
  await seedDemoProgrammes(app.db);
}

// The demo seed only goes into an empty database, and other specs leave records behind.
test.use({ serverName: 'public-demo' });
test.beforeEach(async ({ server }) => ensureDemoData(server.app));

async function firstProgrammePath(app: FastifyInstance): Promise<string> {
  const answer = await app.inject({ url: '/api/public/programmes' });
  return `/programmes/${answer.json().data[0].id}`;
}

test('each public page renders its figures with their sources', async ({ page, server }) => {
  await page.goto('/');
  await expect(page.getByTestId('headline-learning-centres')).toContainText(/\d/);
  await expect(page.getByTestId('headline-out-of-school')).toContainText(/\d/);
  await expect(page.getByTestId('literacy-headline')).toContainText('%');
  await expect(page.getByTestId('literacy-headline').getByTestId('reference-source').first()).toContainText('Source:');
  await expect(page.getByTestId('records-source').first()).toBeVisible();

  await page.goto('/data-table');
  await expect(page.getByTestId('indicator-row')).toHaveCount(37);
  await expect(page.getByTestId('table-sources')).toContainText('attributed to NBS', { ignoreCase: true });

  await page.goto('/charts');
  for (const id of ['literacy-by-state', 'oos-by-reason', 'oos-by-sex', 'oos-by-age', 'oos-by-zone', 'learners-by-centre-type', 'centres-by-type']) {
    const card = page.getByTestId(`chart-${id}`);
    await expect(card.locator('svg').first()).toBeVisible();
    await expect(card.getByTestId('chart-source')).toContainText('Source:');
    await expect(card.getByTestId('chart-unit')).toBeVisible();
  }

  await page.goto('/maps');
  await expect(page.getByTestId('state-map').locator('path[role="button"]')).toHaveCount(37);
  await expect(page.getByTestId('map-legend')).toBeVisible();
  await expect(page.getByTestId('map-credit')).toContainText('CC BY 4.0');

  await page.goto('/programmes');
  await expect(page.getByTestId('programme-card').first()).toBeVisible();
  await page.goto(await firstProgrammePath(server.app));
  await expect(page.getByTestId('programme-progress')).toBeVisible();
  await expect(page.getByTestId('programme-coverage').locator('svg')).toBeVisible();
  await expect(page.getByTestId('programme-partners')).toBeVisible();

  await page.goto('/methodology');
  await expect(page.getByRole('heading', { name: /suppression rule/ })).toBeVisible();
  await page.goto('/data-sources');
  await expect(page.getByTestId('reference-table').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('map-credit-section')).toContainText('CC BY 4.0');
});

test('the active navigation link is highlighted', async ({ page }) => {
  await page.goto('/charts');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const charts = nav.getByRole('link', { name: 'Charts' });
  await expect(charts).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Maps' })).not.toHaveAttribute('aria-current');
  const background = (name: string) => nav.getByRole('link', { name }).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background('Charts')).not.toBe(await background('Maps'));
});

test('at 375 px the menu opens, is at most 300 px wide and closes on a link', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  // Rounded: Chromium reports sub-pixel widths such as 300.00001 for an 80vw drawer.
  expect(Math.round(box!.width)).toBeLessThanOrEqual(300);
  await menu.getByRole('link', { name: 'Maps' }).click();
  await expect(page).toHaveURL(/\/maps$/);
  await expect(menu).toBeHidden();
});

test('the map shows a tooltip for a focused state and opens its panel on click; the indicator is in the URL', async ({ page }) => {
  await page.goto('/maps');
  const kano = page.locator('[data-testid="state-map"] path[data-state="kano"]');
  await kano.focus();
  await expect(page.getByTestId('map-tooltip')).toContainText('Kano');
  await expect(page.getByTestId('map-tooltip')).toContainText('38%');
  await kano.click();
  await expect(page.getByTestId('state-panel')).toContainText('Kano');
  await expect(page).toHaveURL(/state=kano/);
  await page.locator('[data-testid="state-map"] path[data-state="lagos"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('state-panel')).toContainText('Lagos');
  await page.getByLabel('Indicator').selectOption({ label: 'Out-of-school children' });
  await expect(page).toHaveURL(/indicator=oos/);
  await page.reload();
  await expect(page.getByTestId('map-legend')).toContainText('Out-of-school children');
  await expect(page.getByTestId('state-panel')).toContainText('Lagos');
});

test('a data-table link with a zone filter reproduces the filtered view, and the CSV holds what is shown', async ({ page }) => {
  await page.goto('/data-table?zone=north-west&sort=literacy&dir=desc');
  const rows = page.getByTestId('indicator-row');
  await expect(rows).toHaveCount(7);
  await expect(rows.first()).toHaveAttribute('data-state', 'kaduna');
  for (const zone of await rows.locator('td').nth(0).allTextContents()) expect(zone).toBe('North West');
  await page.getByLabel('Search states').fill('kan');
  await expect(rows).toHaveCount(1);
  await expect(page).toHaveURL(/q=kan/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('nigeria-indicators-by-state-north-west.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toMatch(/^State,Zone,Literacy rate \(%\)/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/^Kano,North West,38,/);
});

test('a chart has a table alternative and downloads as a PNG image', async ({ page }) => {
  await page.goto('/charts?zone=north-west');
  const card = page.getByTestId('chart-literacy-by-state');
  await expect(card.getByRole('heading')).toContainText('North West');
  await card.getByRole('button', { name: 'Show table' }).click();
  await expect(card.getByTestId('chart-table').locator('tbody tr')).toHaveCount(7);
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: /Download PNG/ }).click()]);
  expect(download.suggestedFilename()).toBe('literacy-by-state.png');
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
});

test('learners by type of learning centre: the chart of a state shows the API figures in its table', async ({ page, server }) => {
  // Its own learners, so the figures do not depend on what other tests left in the worker's database.
  const { id: schoolId } = await server.app.db
    .insertInto('schools')
    .values({ schoolName: 'Islamiya Ado', state: 'ekiti', lga: 'ado-ekiti', typeOfSchool: 'Islamiya Integrated' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const learners = Array.from({ length: 7 }, (_, i) => ({ firstName: `Learner ${i}`, lastName: 'Ekiti', state: 'ekiti', lga: 'ado-ekiti', schoolId }));
  await server.app.db.insertInto('learners').values(learners).execute();
  const ekiti = (await server.app.inject({ url: '/api/public/indicators?level=state' })).json().data.find((row: { slug: string }) => row.slug === 'ekiti');
  const bySchoolType: Record<string, number | null> = ekiti.learners.bySchoolType;
  // Counted, unless secondary suppression hides it to protect a small neighbouring count.
  const islamiya = bySchoolType['Islamiya Integrated'];
  expect(islamiya === null || islamiya >= 7).toBe(true);

  await page.goto('/charts?state=ekiti');
  const card = page.getByTestId('chart-learners-by-centre-type');
  await expect(card.getByRole('heading')).toHaveText('Learners by type of learning centre, Ekiti');
  await card.getByRole('button', { name: 'Show table' }).click();
  const rows = card.getByTestId('chart-table').locator('tbody tr');
  await expect(rows).toHaveCount(8);
  for (const [type, count] of Object.entries(bySchoolType)) {
    const label = type === 'notRecorded' ? 'Not recorded' : type;
    const shown = count === null ? 'x' : count.toLocaleString('en-NG');
    await expect(rows.filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell')).toHaveText(shown);
  }
});

test('the footer is absent on /login, /forgot-password and /reset-password', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('site-footer')).toContainText(String(new Date().getFullYear()));
  await expect(page.getByTestId('site-footer').getByRole('link', { name: 'Methodology' })).toHaveAttribute('href', '/methodology');
  // Reset Password needs the e-mail that Forgot Password remembers, else it redirects there.
  await page.evaluate(() => localStorage.setItem('resetEmail', 'amina@example.org'));
  for (const path of ['/login', '/forgot-password', '/reset-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
  }
});

test('axe-core finds no serious or critical violation on any public page', async ({ page, server }) => {
  const paths = [
    '/',
    '/data-table',
    '/charts',
    '/maps',
    '/programmes',
    await firstProgrammePath(server.app),
    '/methodology',
    '/data-sources',
    '/login',
    '/support',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByTestId('page-spinner')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map(
        (v) =>
          `${path}: ${v.id} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      ),
    ).toEqual([]);
  }
});

test('an admin publishes a programme at /admin/programmes and the public site lists it', async ({ page, server }) => {
  const email = await createUser(server.app, 'admin', 'Programme Manager');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/programmes');
  const row = page.getByRole('row').filter({ hasText: 'Not published' }).first();
  const title = (await row.getByRole('cell').first().textContent())!.trim();
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Published');
  await page.goto('/programmes');
  await expect(page.getByTestId('programme-card').filter({ hasText: title })).toBeVisible();
  await page.goto('/admin/programmes');
  await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: `Unpublish ${title}` })
    .click();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Not published');

  await page.getByRole('link', { name: 'New programme' }).click();
  await page.getByLabel('Title *').fill('Adult Literacy Evening Classes');
  await page.getByLabel('Summary *').fill('Evening literacy classes for parents of out-of-school children.');
  await page.getByLabel('States covered *').click();
  await page.getByRole('option', { name: 'Kano' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/programmes\/\d+$/);
  await page.getByRole('button', { name: 'Publish Adult Literacy Evening Classes' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await page.goto('/programmes?state=kano');
  await page.getByTestId('programme-card').filter({ hasText: 'Adult Literacy Evening Classes' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adult Literacy Evening Classes');
});

test('a reader (read_reports) sees the programmes but cannot change them', async ({ page, server }) => {
  const email = await createUser(server.app, 'executive', 'Programme Reader');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/programmes');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Publish|^Unpublish/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New programme' })).toHaveCount(0);
});
