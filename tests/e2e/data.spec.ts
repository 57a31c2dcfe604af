/** Data Management in Chromium against the real server: export a list as CSV, then import new records, checked first. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createUser, expect, signIn, test } from './fixtures';

test('an admin exports a state’s learning centres and imports new ones from CSV, checking the file first', async ({ page, server }) => {
  const admin = await createUser(server.app, 'admin', 'Data Admin');
  await server.app.db.insertInto('schools').values({ schoolName: 'Tsangaya Yobe', state: 'yobe', lga: 'damaturu', typeOfSchool: 'Tsangaya' }).execute();

  await signIn(page, admin);
  await page.goto('/admin/settings');
  await page.getByRole('link', { name: 'Open Data Management' }).click();
  await expect(page.getByRole('heading', { name: 'Data Management', level: 1 })).toBeVisible();

  const exportPanel = page.getByRole('region', { name: 'Export records' });
  await exportPanel.getByRole('combobox', { name: 'Records' }).selectOption({ label: 'Learning Centers' });
  await exportPanel.getByRole('combobox', { name: 'State' }).selectOption('yobe');
  const [download] = await Promise.all([page.waitForEvent('download'), exportPanel.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^schools-yobe-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = fs.readFileSync((await download.path())!, 'utf8');
  expect(exported).toContain('Tsangaya Yobe');
  expect(exported.trim().split('\r\n')).toHaveLength(1 + (await server.app.db.selectFrom('schools').select('id').where('state', '=', 'yobe').execute()).length);

  const file = path.join(os.tmpdir(), `new-centres-${Date.now()}.csv`);
  fs.writeFileSync(
    file,
    'schoolName,typeOfSchool,state,lga,uuid\r\nIslamiya Potiskum,islamiya,yobe,potiskum,e2e-import-1\r\nTsangaya Fika,Tsangaya,yobe,fika,e2e-import-2\r\n',
  );
  const importPanel = page.getByRole('region', { name: 'Import records' });
  await importPanel.getByRole('combobox', { name: 'Records' }).selectOption({ label: 'Learning Centers' });
  await importPanel.getByLabel('CSV file').setInputFiles(file);
  await importPanel.getByRole('button', { name: 'Check file' }).click();
  await expect(importPanel.getByTestId('import-report')).toContainText('Checked: 2 new record(s) can be imported.');
  expect(await server.app.db.selectFrom('schools').select('id').where('uuid', 'like', 'e2e-import-%').execute()).toHaveLength(0);
  await importPanel.getByRole('button', { name: 'Import' }).click();
  await expect(importPanel.getByTestId('import-report')).toContainText('2 record(s) imported.');
  const imported = await server.app.db
    .selectFrom('schools')
    .select(['schoolName', 'typeOfSchool'])
    .where('uuid', 'like', 'e2e-import-%')
    .orderBy('uuid')
    .execute();
  expect(imported).toEqual([
    { schoolName: 'Islamiya Potiskum', typeOfSchool: 'Islamiya' },
    { schoolName: 'Tsangaya Fika', typeOfSchool: 'Tsangaya' },
  ]);
});
