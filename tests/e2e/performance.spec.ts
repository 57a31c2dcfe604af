/** The performance report in Chromium against the real server: a collector's records in a period and a state. */
import fs from 'node:fs';
import { createUser, expect, signIn, test } from './fixtures';

test('a reader of reports sees a collector’s records of a period and downloads them as CSV', async ({ page, server }) => {
  const readerEmail = await createUser(server.app, 'executive', 'Report Reader');
  const collectorEmail = await createUser(server.app, 'collector', 'Sadiq Performance');
  const collector = await server.app.db.selectFrom('users').select('id').where('email', '=', collectorEmail).executeTakeFirstOrThrow();
  const today = new Date().toISOString().slice(0, 10);
  await server.app.db
    .insertInto('oosChildren')
    .values(Array.from({ length: 6 }, (_, i) => ({ firstName: `Child ${i}`, lastName: 'Zamfara', state: 'zamfara', lga: 'gusau', collectorId: collector.id })))
    .execute();

  await signIn(page, readerEmail);
  await page.getByTestId('admin-menu').getByRole('link', { name: 'Performance Report' }).click();
  await expect(page.getByRole('heading', { name: 'Performance Report', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await page.getByRole('combobox', { name: 'State' }).selectOption('zamfara');
  await expect(page).toHaveURL(new RegExp(`to=${today}&state=zamfara`));
  const row = page.getByTestId('performance-row').filter({ hasText: 'Sadiq Performance' });
  await expect(row).toContainText('Zamfara');
  await expect(row.getByRole('cell').nth(-2)).toHaveText('6');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^performance-report_\\d{4}-\\d{2}-\\d{2}_${today}_zamfara\\.csv$`));
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(`Sadiq Performance,${collectorEmail},active,Zamfara,0,0,0,0,0,6,6,`);
});
