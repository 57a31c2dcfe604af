/**
 * The public downloads in Chromium: a chart's CSV, its metadata JSON and its SVG, and the data
 * table's CSV with its metadata, checked against the API answers the page itself received.
 */
import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { seedRecords, countRecords, totalOf } from '../../seed/records';
import { expect, test } from './fixtures';

test.use({ serverName: 'public-downloads' });
test.beforeEach(async ({ server }) => {
  const app: FastifyInstance = server.app;
  if (totalOf(await countRecords(app.db)) === 0) await seedRecords(app.db, { scale: 1, seed: 7 });
});

type Count = number | null;

async function save(page: Page, click: () => Promise<void>): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  return { download, text };
}

/** The answer of an API call the page makes while `open` runs (the figures the page shows). */
async function answerDuring<T>(page: Page, path: RegExp, open: () => Promise<unknown>): Promise<T> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => path.test(new URL(r.url()).pathname + new URL(r.url()).search) && r.status() === 200),
    open(),
  ]);
  return (await response.json()) as T;
}

const shown = (count: Count) => (count === null ? 'x' : String(count));

test('a chart downloads as CSV with its metadata JSON, and as SVG with its title', async ({ page }) => {
  type Summary = { generatedAt: string; data: { outOfSchoolChildren: { bySex: { Male: Count; Female: Count; notRecorded: Count } } } };
  const summary = await answerDuring<Summary>(page, /^\/api\/public\/summary/, () => page.goto('/charts'));
  const card = page.getByTestId('chart-oos-by-sex');
  const title = 'Out-of-school children by sex, Nigeria';
  await expect(card.getByRole('heading')).toHaveText(title);
  const group = card.getByRole('group', { name: `Download ${title}` });

  const csv = await save(page, () => group.getByRole('button', { name: `Download the figures of ${title} as CSV` }).click());
  expect(csv.download.suggestedFilename()).toBe('oos-by-sex.csv');
  const bySex = summary.data.outOfSchoolChildren.bySex;
  expect(csv.text.trim().split('\r\n')).toEqual([
    'Sex,Children',
    `Boys,${shown(bySex.Male)}`,
    `Girls,${shown(bySex.Female)}`,
    `Not recorded,${shown(bySex.notRecorded)}`,
  ]);

  // Keyboard: the metadata button is reached with Tab from the CSV button and saved with Enter.
  await group.getByRole('button', { name: /as CSV$/ }).focus();
  await page.keyboard.press('Tab');
  await expect(group.getByRole('button', { name: `Download the metadata (JSON) of ${title}` })).toBeFocused();
  const json = await save(page, () => page.keyboard.press('Enter'));
  expect(json.download.suggestedFilename()).toBe('oos-by-sex.metadata.json');
  const metadata = JSON.parse(json.text);
  expect(metadata).toMatchObject({
    format: 'edu-public-download/1',
    title,
    dataFile: 'oos-by-sex.csv',
    language: 'en',
    unit: 'children',
    generatedAt: summary.generatedAt,
    year: summary.generatedAt.slice(0, 4),
    suppression: { threshold: 5, label: 'x' },
  });
  expect(new URL(metadata.url).pathname).toBe('/charts');
  expect(metadata.columns.map((c: { name: string }) => c.name)).toEqual(['Sex', 'Children']);
  const hidden = [bySex.Male, bySex.Female, bySex.notRecorded].filter((v) => v === null).length;
  expect(metadata.suppression).toMatchObject({ applied: hidden > 0, suppressedCells: hidden });
  expect(metadata.source).toContain('Source:');
  expect(Number.isNaN(Date.parse(metadata.downloadedAt))).toBe(false);

  const svg = await save(page, () => group.getByRole('button', { name: `Download SVG image of ${title}` }).click());
  expect(svg.download.suggestedFilename()).toBe('oos-by-sex.svg');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.localName,
      title: doc.querySelector('svg > title')?.textContent,
      texts: [...doc.querySelectorAll('svg > text')].map((t) => t.textContent).join(' '),
      bars: doc.querySelectorAll('svg svg path, svg svg rect').length,
    };
  }, svg.text);
  expect(parsed).toMatchObject({ errors: 0, root: 'svg', title });
  expect(parsed.texts).toContain(title);
  expect(parsed.texts).toContain('Source:');
  expect(parsed.bars).toBeGreaterThan(0);

  // The PNG is the same framed SVG drawn at twice its size.
  const [png] = await Promise.all([page.waitForEvent('download'), group.getByRole('button', { name: `Download PNG image of ${title}` }).click()]);
  expect(png.suggestedFilename()).toBe('oos-by-sex.png');
  const bytes = fs.readFileSync((await png.path())!);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect(bytes.readUInt32BE(16)).toBe(2 * Number(/<svg[^>]* width="(\d+)"/.exec(svg.text)![1]));
});

test('the data table downloads its CSV and metadata JSON under one name', async ({ page }) => {
  type Row = { slug: string; name: string; learningCentres: { total: Count } };
  type Answer = { generatedAt: string; data: Row[] };
  const answer = await answerDuring<Answer>(page, /^\/api\/public\/indicators\?level=state/, () =>
    page.goto('/data-table?zone=north-west&cols=learning-centres,oos'),
  );
  await expect(page.getByTestId('indicator-row')).toHaveCount(7);

  const csv = await save(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
  expect(csv.download.suggestedFilename()).toBe('nigeria-indicators-by-state-north-west.csv');
  const lines = csv.text.trim().split('\r\n');
  expect(lines[0]).toBe('State,Zone,Learning centres,Out-of-school children');
  const kano = answer.data.find((row) => row.slug === 'kano')!;
  expect(lines.find((line) => line.startsWith('Kano,'))).toMatch(new RegExp(`^Kano,North West,${shown(kano.learningCentres.total)},`));

  const json = await save(page, () => page.getByRole('button', { name: 'Download metadata (JSON)' }).click());
  expect(json.download.suggestedFilename()).toBe('nigeria-indicators-by-state-north-west.metadata.json');
  const metadata = JSON.parse(json.text);
  expect(metadata).toMatchObject({
    format: 'edu-public-download/1',
    title: 'Indicators by state, North West zone',
    dataFile: 'nigeria-indicators-by-state-north-west.csv',
    generatedAt: answer.generatedAt,
    year: answer.generatedAt.slice(0, 4),
    suppression: { threshold: 5, label: 'x' },
  });
  expect(metadata.columns.map((c: { name: string }) => c.name)).toEqual(lines[0].split(','));
  for (const column of metadata.columns) expect(column.definition.length).toBeGreaterThan(10);
  const hiddenCells = lines
    .slice(1)
    .flatMap((line) => line.split(',').slice(2))
    .filter((cell) => cell === 'x').length;
  expect(metadata.suppression).toMatchObject({ applied: hiddenCells > 0, suppressedCells: hiddenCells });
  expect(new URL(metadata.url).search).toContain('zone=north-west');
});

test('at 360 px the download buttons of a chart fit the screen, in English and in Hausa', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const locale of ['en', 'ha']) {
    await page.addInitScript((value) => localStorage.setItem('edu.locale', value), locale);
    await page.goto('/charts');
    const group = page.getByTestId('chart-oos-by-sex').getByTestId('chart-downloads');
    await expect(group.getByRole('button')).toHaveCount(4);
    await expect(group.getByRole('button').last()).toHaveText(locale === 'ha' ? 'Bayani game da alƙaluman (JSON)' : 'Metadata (JSON)');
    const box = (await group.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
});
