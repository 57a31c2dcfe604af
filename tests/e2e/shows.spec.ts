/**
 * The read-only record pages against the real server (read views): an executive, who may
 * only read, opens a child, a household (all three parts) and a community from their lists, follows
 * the links between them and finds no Edit; an admin opens the same pages and finds Edit.
 */
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { createUser, expect, signIn, test, type E2EServer } from './fixtures';

const tag = () => `Sh${crypto.randomBytes(3).toString('hex')}`;

async function arrange(server: E2EServer, word: string) {
  const db = server.app.db;
  const place = { state: 'kano', lga: 'dala' };
  const community = await db
    .insertInto('communities')
    .values({ name: `${word} Gwammaja`, communityType: 'Urban', hasOtherSchools: false, ...place })
    .returning('id')
    .executeTakeFirstOrThrow();
  const household = await db
    .insertInto('households')
    .values({
      householdHead: `${word} Bala`,
      maritalStatus: 'Married',
      fatherOccupation: 'Farmer',
      healthFacilityDistance: 3.5,
      communityId: community.id,
      ...place,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const child = await db
    .insertInto('oosChildren')
    .values({ firstName: 'Hauwa', lastName: word, age: 9, sex: 'Female', reason: 'Financial', householdId: household.id, communityId: community.id, ...place })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { communityId: community.id, householdId: household.id, childId: child.id };
}

const rows = (page: Page) => page.locator('#main-content table tbody tr');
const panel = (page: Page) => page.getByRole('tabpanel');
const editLink = (page: Page) => page.getByRole('link', { name: 'Edit', exact: true });

/** From the menu to the list, narrowed to this test's rows, then a click on the row (not on its link) opens the record. */
async function openFromList(page: Page, menu: string, word: string) {
  await page.getByTestId('admin-menu').getByRole('link', { name: menu, exact: true }).click();
  await expect(page.getByRole('heading', { name: menu, level: 1 })).toBeVisible();
  await page.getByLabel('Search by name or reference').fill(word);
  // The search applies after a pause, by putting the filter in the URL: wait for it, or it would pull the page back to the list.
  await expect(page).toHaveURL(new RegExp(`filter=.*${word}`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(word);
  await rows(page).first().locator('td').nth(1).click();
}

test('an executive opens a child, a household (all three parts) and a community from their lists, without Edit', async ({ page, server }) => {
  const word = tag();
  const { communityId, householdId, childId } = await arrange(server, word);
  await signIn(page, await createUser(server.app, 'executive', 'Zainab Yusuf'));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await openFromList(page, 'Out of School', word);
  await expect(page).toHaveURL(new RegExp(`/admin/out-of-school/${childId}/show$`));
  await expect(page.getByRole('heading', { name: `Hauwa ${word}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('show-section-education-status')).toContainText('Financial');
  await expect(editLink(page)).toHaveCount(0);
  // The child's household, and back down to the child.
  await page
    .getByTestId('show-section-basic-information')
    .getByRole('link', { name: `${word} Bala` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/households/${householdId}/show$`));
  await expect(page.getByTestId('household-children').getByRole('link', { name: word })).toHaveAttribute('href', `/admin/out-of-school/${childId}/show`);

  await openFromList(page, 'Households', word);
  await expect(page).toHaveURL(new RegExp(`/admin/households/${householdId}/show$`));
  await expect(page.getByRole('heading', { name: `${word} Bala`, level: 1 })).toBeVisible();
  await expect(panel(page)).toContainText('Married');
  await page.getByRole('tab', { name: 'Parent/Guardian' }).click();
  await expect(panel(page)).toContainText('Farmer');
  await page.getByRole('tab', { name: 'Health & Nutrition' }).click();
  await expect(panel(page)).toContainText('3.5');
  await expect(editLink(page)).toHaveCount(0);

  await openFromList(page, 'Community', word);
  await expect(page).toHaveURL(new RegExp(`/admin/community/${communityId}/show$`));
  await expect(page.getByRole('heading', { name: `${word} Gwammaja`, level: 1 })).toBeVisible();
  await expect(panel(page)).toContainText('Urban');
  await expect(editLink(page)).toHaveCount(0);
  // The community's households lead to the household page.
  await page
    .getByTestId('community-households')
    .getByRole('link', { name: `${word} Bala` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/households/${householdId}/show$`));
});

test('an admin opens the same pages from their lists and finds Edit, leading to the edit screens', async ({ page, server }) => {
  const word = tag();
  const { communityId, householdId, childId } = await arrange(server, word);
  await signIn(page, await createUser(server.app, 'admin', 'Halima Yusuf'));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await openFromList(page, 'Out of School', word);
  await expect(page).toHaveURL(new RegExp(`/admin/out-of-school/${childId}/show$`));
  await expect(editLink(page)).toHaveAttribute('href', `/admin/out-of-school/${childId}`);

  await openFromList(page, 'Community', word);
  await expect(page).toHaveURL(new RegExp(`/admin/community/${communityId}/show$`));
  await expect(editLink(page)).toHaveAttribute('href', `/admin/community/edit/${communityId}`);

  await openFromList(page, 'Households', word);
  await expect(page).toHaveURL(new RegExp(`/admin/households/${householdId}/show$`));
  await editLink(page).click();
  await expect(page).toHaveURL(new RegExp(`/admin/households/${householdId}$`));
  await expect(page.getByRole('textbox', { name: 'Household Head', exact: true })).toHaveValue(`${word} Bala`);
});
