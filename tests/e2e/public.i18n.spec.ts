/**
 * The public figures pages in Hausa: once Hausa is chosen in the top bar, the
 * methodology, data table, charts and maps pages show their headings, labels and controls from
 * the Hausa catalogue.
 */
import { ha } from '../../src/i18n/ha';
import { expect, test } from './fixtures';

test('the methodology, data table, charts and maps pages speak Hausa once it is chosen', async ({ page }) => {
  await page.goto('/methodology');
  await page.getByTestId('language-switch').selectOption('ha');
  await expect(page.getByRole('heading', { level: 1, name: ha.footer.methodology })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: ha.methodology.suppression })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: ha.methodology.reuse })).toBeVisible();

  await page.goto('/data-table');
  await expect(page.getByRole('heading', { level: 1, name: ha.nav.dataTable })).toBeVisible();
  await expect(page.getByTestId('indicator-row')).toHaveCount(37);
  await expect(page.getByRole('columnheader', { name: ha.publicCommon.zone, exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: ha.publicCommon.indicators.learningCentres, exact: true })).toBeVisible();
  await expect(page.getByLabel(ha.dataTable.searchStates)).toBeVisible();
  await expect(page.getByRole('button', { name: ha.dataTable.downloadCsv })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: ha.dataTable.sources })).toBeVisible();
  await expect(page.getByTestId('indicator-row').filter({ hasText: 'Kano' })).toContainText(ha.publicCommon.zones.northWest);

  await page.goto('/charts');
  await expect(page.getByRole('heading', { level: 1, name: ha.nav.charts })).toBeVisible();
  const byZone = page.getByTestId('chart-oos-by-zone');
  await expect(byZone.getByRole('heading', { level: 2 })).toHaveText(ha.charts.byZone);
  await expect(byZone.getByRole('button', { name: ha.charts.showTable })).toBeVisible();
  await expect(page.getByLabel(ha.publicCommon.zone, { exact: true })).toBeVisible();

  await page.goto('/maps');
  await expect(page.getByRole('heading', { level: 1, name: ha.nav.maps })).toBeVisible();
  await expect(page.getByLabel(ha.maps.indicator)).toBeVisible();
  await expect(page.getByTestId('map-legend')).toContainText(ha.publicCommon.indicators.literacy);
  await expect(page.getByRole('heading', { name: ha.maps.highlightZone })).toBeVisible();
  await expect(page.getByRole('button', { name: ha.publicCommon.zones.northWest, exact: true })).toBeVisible();
  await expect(page.getByText(ha.maps.chooseState)).toBeVisible();
});
