/**
 * One way to show dates and names: a record's times read the same on its list
 * and its page, in the one format of each language ("14 Feb 2026, 14:05"; Hausa month names in
 * Hausa), and its learning centre and places by name, never as "#2" or a slug.
 */
import crypto from 'node:crypto';
import { createUser, expect, signIn, test } from './fixtures';

test.use({ timezoneId: 'Africa/Lagos' });

/** 13:05 UTC: 14:05 in Lagos. */
const WHEN = new Date('2026-02-14T13:05:00.000Z');

test('a learner list and page show times in one format, in English and Hausa, with the centre and places by name', async ({ page, server }) => {
  const word = `Dt${crypto.randomBytes(3).toString('hex')}`;
  const place = { state: 'kano', lga: 'dala', zone: 'north-west' };
  const school = await server.app.db
    .insertInto('schools')
    .values({ schoolName: `${word} Tsangaya`, typeOfSchool: 'Tsangaya', ...place, createdAt: WHEN, updatedAt: WHEN })
    .returning('id')
    .executeTakeFirstOrThrow();
  const learner = await server.app.db
    .insertInto('learners')
    .values({ firstName: 'Umar', lastName: `${word}Sani`, schoolId: school.id, ...place, createdAt: WHEN, updatedAt: WHEN })
    .returning('id')
    .executeTakeFirstOrThrow();
  await signIn(page, await createUser(server.app, 'admin', 'Zainab Dates'));

  await page.goto('/admin/learners');
  await page.getByLabel('Search by name or reference').fill(word);
  const row = page.locator('#main-content table tbody tr').filter({ hasText: `${word}Sani` });
  await expect(row).toContainText('14 Feb 2026, 14:05');
  await expect(row).toContainText(`${word} Tsangaya`);
  await expect(row).toContainText('Kano');
  await expect(row).not.toContainText(`#${school.id}`);

  await page.goto(`/admin/learners/${learner.id}/show`);
  await expect(page.locator('[data-field="updatedAt"]')).toHaveText('14 Feb 2026, 14:05');
  await expect(page.locator('[data-field="createdAt"]')).toHaveText('14 Feb 2026, 14:05');
  await expect(page.locator('[data-field="schoolName"]')).toHaveText(`${word} Tsangaya`);
  await expect(page.locator('[data-field="lga"]')).toHaveText('Dala');

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('language-ha').click();
  await page.keyboard.press('Escape');
  // Hausa: Faburairu is "Fab", whatever Hausa the browser knows.
  await expect(page.locator('[data-field="updatedAt"]')).toHaveText('14 Fab 2026, 14:05');
  await page.goto('/admin/learners');
  await expect(page.locator('#main-content table tbody tr').filter({ hasText: `${word}Sani` })).toContainText('14 Fab 2026, 14:05');
});
