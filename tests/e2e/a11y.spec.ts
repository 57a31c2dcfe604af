/**
 * Accessibility: axe finds no serious or critical violation on any admin route
 * of the menu, with a Command Centre collector tab open, and with a dialog open, in the light and
 * the dark theme. One sign-in per theme; the routes are reached by clicking the menu.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { startAgent, type Agent } from '../../collector/agent';
import { visibleMenuItems } from '../../src/domain/navigation';
import { SUPER_ADMIN } from '../../src/domain/permissions';
import { translateIn } from '../../src/i18n/translate';
import '../helpers/wholeCatalogues';
import { RECORD_TYPE_NAMES } from '../../src/domain/records/catalogue';
import { insertRow } from '../helpers/records';
import { createUser, expect, signIn, test, PASSWORD } from './fixtures';

const SEVERE = new Set(['serious', 'critical']);
/** Milder rules the issue names all the same: a table header must say what its column holds. */
const ALSO_COUNTED = new Set(['empty-table-header']);

/** The super admin sees every entry of the menu. */
const ROUTES = visibleMenuItems({ role: SUPER_ADMIN });

/** A node of a violation: where it is, and for contrast the colours and the ratio axe measured. */
function describeNode(node: { target: unknown[]; any: { data?: unknown }[] }): string {
  const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  const colours = data?.contrastRatio ? ` [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}]` : '';
  return `${node.target.join(' ')}${colours}`;
}

/** Each serious or critical violation (and each of ALSO_COUNTED) as "state: rule (impact) × nodes: the first nodes". */
async function severeViolations(page: Page, state: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => SEVERE.has(violation.impact ?? '') || ALSO_COUNTED.has(violation.id))
    .map(
      (violation) =>
        `${state}: ${violation.id} (${violation.impact}) × ${violation.nodes.length}: ${violation.nodes.slice(0, 4).map(describeNode).join(' | ')}`,
    );
}

/** The page has settled: its heading shows and no progress indicator spins. */
async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
}

let agents: Agent[] = [];

test.afterEach(async () => {
  await Promise.all(agents.map((agent) => agent.stop()));
  agents = [];
});

for (const theme of ['Light', 'Dark'] as const) {
  test(`axe finds no serious violation on any admin page in the ${theme.toLowerCase()} theme`, async ({ page, server }) => {
    test.setTimeout(240_000);
    for (const type of RECORD_TYPE_NAMES) await insertRow(server.app, type, { state: 'kano', lga: 'dala' });
    const collectorName = `A11y ${theme} Collector`;
    const agent = await startAgent({
      server: server.url,
      email: await createUser(server.app, 'collector', collectorName),
      password: PASSWORD,
      seed: 11,
      records: { communities: 1, schools: 1, learners: 2, staff: 1, households: 1, oosChildren: 1 },
    });
    agents = [agent];
    await agent.connected();

    await signIn(page, await createUser(server.app, SUPER_ADMIN, `A11y ${theme} Admin`));
    const menu = page.getByTestId('admin-menu');
    await menu.getByRole('link', { name: 'Settings' }).click();
    const themes = page.getByRole('group', { name: 'Theme' });
    await themes.getByRole('button', { name: theme }).click();
    await expect(themes.getByRole('button', { name: theme })).toHaveAttribute('aria-pressed', 'true');

    const found: string[] = [];
    for (const route of ROUTES) {
      await menu.getByRole('link', { name: translateIn('en', route.labelKey), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${route.to}$`));
      await settled(page);
      found.push(...(await severeViolations(page, route.to)));
    }

    // The Command Centre with a collector's closable tab open.
    await menu.getByRole('link', { name: 'Command Centre', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Online collectors' })
      .getByRole('button', { name: new RegExp(collectorName) })
      .click();
    await expect(page.getByTestId('cc-collector-state')).toHaveText('Connected');
    found.push(...(await severeViolations(page, 'collector tab')));

    // A dialog open: inviting a user.
    await menu.getByRole('link', { name: 'User Management', exact: true }).click();
    await settled(page);
    await page.getByRole('button', { name: 'Invite user' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite user' })).toBeVisible();
    found.push(...(await severeViolations(page, 'invite dialog')));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A phone: the menu is a drawer, a dialog named as the menu.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeVisible();
    found.push(...(await severeViolations(page, 'phone menu')));

    expect(found).toEqual([]);
  });
}

test('the public /maps page keeps its heading order and the phone menu is a named dialog', async ({ page }) => {
  await page.goto('/maps');
  await expect(page.getByTestId('map-legend')).toBeVisible();
  const headingOrder = await new AxeBuilder({ page }).setLegacyMode(true).withRules(['heading-order']).analyze();
  expect(headingOrder.violations.map((violation) => violation.id)).toEqual([]);
  expect(await severeViolations(page, '/maps')).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await severeViolations(page, 'public phone menu')).toEqual([]);
});
