/**
 * Screens that fit a laptop: every admin page in the menu, signed in as a
 * super admin with a synced collector's records on screen, shows no horizontal scrollbar at
 * 1366×768 and 1280×720 (there also in Hausa, whose labels run longer), every list keeps its pager
 * in view, the Collection Agents list its actions, and the columns left out are behind "Columns".
 */
import type { Locator, Page } from '@playwright/test';
import { startAgent, type Agent } from '../../collector/agent';
import { MENU_ITEMS } from '../../src/domain/navigation';
import { createUser, expect, PASSWORD, signIn, test } from './fixtures';

let agent: Agent | null = null;
let admin = '';

test.beforeAll(async ({ server }) => {
  const collectorEmail = await createUser(server.app, 'collector', 'Abdulrahman Muhammad Sani Fitting');
  agent = await startAgent({
    server: server.url,
    email: collectorEmail,
    password: PASSWORD,
    seed: 5,
    records: { communities: 2, schools: 2, learners: 2, staff: 2, households: 2, oosChildren: 2 },
  });
  await agent.connected();
  expect((await agent.syncNow()).ok).toBe(true);
  admin = await createUser(server.app, 'super_admin', 'Fatima Width Checker');
});

// Each test walks every page of the menu: on a busy 2-core machine that takes a couple of minutes.
test.describe.configure({ timeout: 300_000 });

test.afterAll(async () => {
  await agent?.stop();
  agent = null;
});

const main = (page: Page) => page.locator('#main-content');

/** The page has what it loads: its heading, and no progress bar. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A loading spinner has no value; a job's progress bar (a bulk invite under way) does, and may stay.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
}

/** Client-side navigation through the menu (no reload); a click that a late layout shift sent elsewhere is tried again. */
async function openFromMenu(page: Page, to: string) {
  await expect(async () => {
    await page.getByTestId('admin-menu').locator(`a[href="${to}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${to}$`), { timeout: 2_000 });
  }).toPass();
}

/** How far the page and each element matching `selector` reach to the right of the viewport (0 or less: inside it). */
async function overflow(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const width = document.documentElement.clientWidth;
    return {
      page: document.documentElement.scrollWidth - width,
      elements: [...document.querySelectorAll(sel)].map((element) => Math.ceil(element.getBoundingClientRect().right) - width),
    };
  }, selector);
}

/**
 * Wholly inside the window's width, wherever it is vertically: how many rows other specs left on
 * the shared server decides whether the pager is below the fold, not whether it fits a laptop.
 */
async function expectWithinWidth(locator: Locator, width: number) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

async function checkEveryPage(page: Page, label: string) {
  for (const item of MENU_ITEMS) {
    await openFromMenu(page, item.to);
    await settled(page);
    // A list with a pager has its rows on screen before it is measured.
    if ((await main(page).locator('.MuiTablePagination-root').count()) > 0) await expect(main(page).locator('table tbody tr').first()).toBeVisible();
    const measured = await overflow(page, '#main-content .MuiTablePagination-root, #main-content .MuiToolbar-root');
    expect(measured.page, `${label} ${item.to}: page wider than the window`).toBeLessThanOrEqual(0);
    for (const reach of measured.elements) expect(reach, `${label} ${item.to}: pager or toolbar past the window's edge`).toBeLessThanOrEqual(0);
  }
}

test('every admin page fits 1366×768; Collection Agents keeps its actions and pager in view, its other columns behind "Columns"', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, admin);
  await checkEveryPage(page, '1366 en');

  await openFromMenu(page, '/admin/collection-users');
  await settled(page);
  const row = main(page).getByRole('row').filter({ hasText: 'Abdulrahman Muhammad Sani Fitting' });
  await expectWithinWidth(row.getByRole('link', { name: 'Open in the Command Centre' }), 1366);
  await expectWithinWidth(row.getByRole('button', { name: 'Suspend Abdulrahman Muhammad Sani Fitting' }), 1366);
  await expectWithinWidth(main(page).locator('.MuiTablePagination-root'), 1366);
  await expect(main(page).locator('thead')).not.toContainText('App version');
  await main(page).getByRole('button', { name: 'Columns' }).click();
  await page.locator('.MuiPopover-paper').getByLabel('App version').check();
  await page.keyboard.press('Escape');
  await expect(main(page).locator('thead')).toContainText('App version');
  await expect(row).toContainText('0.1.0');
});

test('every admin page fits 1280×720, in English and in Hausa', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, admin);
  await checkEveryPage(page, '1280 en');
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('language-ha').click();
  await page.keyboard.press('Escape');
  await checkEveryPage(page, '1280 ha');
});
