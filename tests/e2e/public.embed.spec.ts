/**
 * Embeddable charts (/embed/<chart-id>, issue 27): each renders alone (no site header, menu or
 * footer) with its title, source and the API's figures, inside an iframe of a page from another
 * origin too, and axe finds no serious or critical violation on them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { FastifyInstance } from 'fastify';
import { EMBED_CHART_IDS } from '../../src/domain/publicEmbed';
import { ha } from '../../src/i18n/ha';
import { seedDemoProgrammes } from '../../seed/programmes';
import { countRecords, seedRecords, totalOf } from '../../seed/records';
import { expect, test } from './fixtures';

async function ensureDemoData(app: FastifyInstance) {
  if (totalOf(await countRecords(app.db)) === 0) await seedRecords(app.db, { scale: 1, seed: 7 });
  await seedDemoProgrammes(app.db);
}

test.use({ serverName: 'public-demo' });
test.beforeEach(async ({ server }) => ensureDemoData(server.app));

test('an embed page renders alone, with its title, source and the figures of the API', async ({ page, server }) => {
  const response = await page.goto('/embed/oos-by-sex?zone=north-west');
  expect(response?.headers()['x-frame-options']).toBeUndefined();
  expect(response?.headers()['content-security-policy']).toContain('frame-ancestors *');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Out-of-school children by sex, North West zone');
  await expect(page.getByTestId('embed-area')).toHaveText('Area: North West zone');
  await expect(page.getByTestId('embed-source')).toContainText('Source:');
  // Just the chart: none of the site's shell.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  const zones = (await server.app.inject({ url: '/api/public/indicators?level=zone' })).json();
  const boys: number | null = zones.data.find((row: { slug: string }) => row.slug === 'north-west').outOfSchoolChildren.bySex.Male;
  await page.getByText('Table of figures').click();
  const boysRow = page.getByTestId('embed-table').getByRole('row', { name: /^Boys/ });
  await expect(boysRow.getByRole('cell')).toHaveText(boys === null ? 'x' : boys.toLocaleString('en-NG'));
  await expect(page.getByRole('link', { name: /View on/ })).toHaveAttribute('href', '/charts?zone=north-west');
});

test('an embed page works inside an iframe of a page from another origin, in Hausa', async ({ page, server }) => {
  const host = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>Host</title></head><body><h1>A partner's page</h1>` +
        `<iframe src="${server.url}/embed/centres-by-type?lang=ha" title="Chart" width="800" height="700"></iframe></body></html>`,
    );
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = host.address() as AddressInfo;
    await page.goto(`http://localhost:${port}/`);
    const frame = page.frameLocator('iframe');
    const title = ha.charts.centresByType.replace('%{area}', ha.publicCommon.nigeria);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(frame.getByTestId('embed-svg')).toBeVisible();
    await expect(frame.getByTestId('embed-source')).not.toBeEmpty();
    await expect(frame.getByRole('link', { name: /Duba a/ })).toBeVisible();
  } finally {
    await new Promise((resolve) => host.close(resolve));
  }
});

test('every chart of the charts page has an embed, and axe finds no serious or critical violation on them', async ({ page }) => {
  test.setTimeout(120_000);
  for (const id of EMBED_CHART_IDS) {
    await page.goto(`/embed/${id}?state=kano`);
    await expect(page.getByTestId(`embed-${id}`)).toBeVisible();
    await expect(page.getByTestId('embed-svg')).toBeVisible();
    await page.locator('summary').click();
    const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${id}: ${v.id} (${v.impact})`);
    expect(severe).toEqual([]);
  }
});

test('the charts page gives each chart its iframe code, with the area and language shown', async ({ page }) => {
  await page.goto('/charts?zone=north-west');
  await page.getByRole('button', { name: /^Embed code of Out-of-school children by age group/ }).click();
  const code = page.getByTestId('embed-code');
  await expect(code).toHaveValue(
    /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\/oos-by-age\?zone=north-west" title="Out-of-school children by age group, North West zone"/,
  );
});
