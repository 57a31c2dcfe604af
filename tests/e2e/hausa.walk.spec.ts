/**
 * Hausa complete: with Hausa chosen, the page says so in <html lang>, and every public
 * route and every admin route of the menu shows and speaks no English UI string, react-admin's
 * own included. The judge is built from the catalogues (./englishUiStrings.ts).
 */
import type { Page } from '@playwright/test';
import { startAgent, type Agent } from '../../collector/agent';
import { MENU_ITEMS } from '../../src/domain/navigation';
import { insertRow } from '../helpers/records';
import { ha } from '../../src/i18n/ha';
import { collectPageStrings, englishDetector, type PageString } from './englishUiStrings';
import { createUser, expect, PASSWORD, signIn, test } from './fixtures';

const PUBLIC_ROUTES = [
  '/',
  '/data-table',
  '/charts',
  '/maps',
  '/programmes',
  '/methodology',
  '/data-sources',
  '/login',
  '/forgot-password',
  '/support',
  '/no-such-page',
];

const detector = englishDetector();

const firstHeading = (page: Page) =>
  page
    .locator('h1:visible')
    .first()
    .textContent({ timeout: 1_000 })
    .catch(() => null);

/** Client-side navigation, as a click on a link would do: no reload between routes. */
async function navigate(page: Page, path: string): Promise<void> {
  const before = await firstHeading(page);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  // The new page has drawn its heading (a route without one of its own still passes after the wait).
  await expect
    .poll(() => firstHeading(page), { timeout: 10_000 })
    .not.toBe(before)
    .catch(() => undefined);
}

/** Settled: no request in flight, no spinner, and the strings stopped changing (loaded data drawn). */
async function settledStrings(page: Page): Promise<PageString[]> {
  let previous = -1;
  for (let round = 0; round < 10; round += 1) {
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    // A loading spinner has no value; a job's progress bar (a bulk invite under way) does, and may stay.
    await expect(page.locator('[role="progressbar"]:not([aria-valuenow]):visible, .MuiSkeleton-root:visible')).toHaveCount(0, { timeout: 20_000 });
    const strings = await page.evaluate(collectPageStrings);
    if (strings.length === previous) return strings;
    previous = strings.length;
    await page.waitForTimeout(300);
  }
  return page.evaluate(collectPageStrings);
}

/**
 * `data`: values stored in the database (role and people's names staff chose), shown as they are
 * in every language, alone or inside a Hausa phrase ("Gyara <role name>").
 */
async function englishOn(page: Page, data: ReadonlySet<string> = new Set()): Promise<string[]> {
  const strings = await settledStrings(page);
  const withoutData = (text: string) => [...data].reduce((rest, value) => rest.split(value).join(' '), text);
  return strings
    .flatMap(({ text, where }) => {
      const english = detector.englishIn(withoutData(text));
      return english ? [`${where}: "${text}" (English "${english}")`] : [];
    })
    .filter((line, index, all) => all.indexOf(line) === index);
}

test('the public site in Hausa: <html lang> follows the choice, and no route shows English', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('language-switch').selectOption('ha');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await expect(page.getByRole('heading', { level: 1, name: ha.home.title })).toBeVisible();

  const found: string[] = [];
  for (const path of PUBLIC_ROUTES) {
    await navigate(page, path);
    found.push(...(await englishOn(page)));
  }
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  expect(found).toEqual([]);
});

let agents: Agent[] = [];

test.afterEach(async () => {
  await Promise.all(agents.map((agent) => agent.stop()));
  agents = [];
});

test('every admin route of the menu in Hausa, react-admin included, with a collector tab and a dialog open, shows no English', async ({ page, server }) => {
  // About twenty routes, each drawn and settled: on a busy 2-core machine that is more than the default two minutes.
  test.setTimeout(360_000);
  const { id } = await server.app.db
    .insertInto('schools')
    .values({ schoolName: 'Tsangaya Fagge', state: 'kano', lga: 'fagge', typeOfSchool: 'Tsangaya', shiftSystem: true, shiftType: 'Morning' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Stored values the dashboard's charts show (a reason, a centre type): in Hausa they read as words of Hausa.
  await insertRow(server.app, 'outOfSchoolChildren', { state: 'kano', lga: 'fagge', reason: 'Financial' });
  await insertRow(server.app, 'learners', { state: 'kano', lga: 'fagge', schoolId: id });
  const collectorName = 'Hausa Walk Collector';
  const agent = await startAgent({
    server: server.url,
    email: await createUser(server.app, 'collector', collectorName),
    password: PASSWORD,
    seed: 5,
    records: { communities: 1, schools: 1, learners: 1, staff: 1, households: 1, oosChildren: 1 },
  });
  agents = [agent];
  await agent.connected();
  const email = await createUser(server.app, 'super_admin', 'Hauwa Walker');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('language-ha').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await page.keyboard.press('Escape');

  const routes = [...MENU_ITEMS.map((item) => item.to), `/admin/schools/${id}`, `/admin/schools/edit/${id}`, '/admin/user-management/roles'];
  const roleNames = await server.app.db.selectFrom('roles').select('displayName').execute();
  const data = new Set(roleNames.map((role) => role.displayName));
  const found: string[] = [];
  for (const path of routes) {
    const started = Date.now();
    await navigate(page, path);
    found.push(...(await englishOn(page, data)));
    test.info().annotations.push({ type: 'route', description: `${path}: ${Date.now() - started} ms` });
  }

  // The Command Centre with a collector's tab open: its dashboard, panels and device logs.
  await navigate(page, '/admin/command-centre');
  await page
    .getByRole('navigation', { name: ha.commandCentre.sidebar.title })
    .getByRole('button', { name: new RegExp(collectorName) })
    .click();
  await expect(page.getByTestId('cc-dashboard')).toBeVisible();
  found.push(...(await englishOn(page, new Set([...data, collectorName]))).map((line) => `collector tab ${line}`));

  // A dialog open: inviting a user.
  await navigate(page, '/admin/user-management');
  await page.getByRole('button', { name: ha.users.inviteUser }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await englishOn(page, data)).map((line) => `invite dialog ${line}`));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(found).toEqual([]);
});
