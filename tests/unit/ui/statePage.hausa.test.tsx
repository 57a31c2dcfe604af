/** The state page in Hausa: every phrase of its area translated, and the page showing them with Hausa figures' labels. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { publicStateEn } from '../../../src/i18n/areas/publicState.en';
import { publicStateHa } from '../../../src/i18n/areas/publicState.ha';
import { ha } from '../../../src/i18n/ha';
import { setLocale } from '../../../src/i18n/locale';
import { translateIn } from '../../../src/i18n/translate';
import { resetFakeSession } from './support/fakeSession';
import { LARGE, setViewportWidth } from './support/media';
import { renderApp } from './support/renderApp';
import { stubStatePageApi } from './statePageFixtures';

vi.mock('../../../src/providers/session', async () => (await import('./support/fakeSession')).sessionModule);
vi.mock('../../../src/providers/useSession', async () => (await import('./support/fakeSession')).useSessionModule);

vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 10_000 };
const hausa = (key: string, options?: Record<string, string | number>) => translateIn('ha', key, options);

/** The phrase as the public site's Hausa catalogue (the admin's whole one in tests) holds it. */
const lookupPublic = (key: string) => key.split('.').reduce<unknown>((tree, part) => (tree as Record<string, unknown>)[part], ha);

describe('the state page catalogue', () => {
  it('has every English phrase in Hausa, translated rather than copied, with the same placeholders', () => {
    const english = publicStateEn.publicState;
    const hausaTexts: Record<string, string> = publicStateHa.publicState;
    const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(english)) {
      expect(hausaTexts[key], key).toBeTruthy();
      expect(hausaTexts[key], key).not.toBe(text);
      expect(placeholders(hausaTexts[key]), key).toEqual(placeholders(text));
    }
    expect(lookupPublic('publicState.openPage')).toBe(publicStateHa.publicState.openPage);
  });
});

describe('the state page in Hausa', () => {
  beforeEach(() => {
    resetFakeSession();
    setViewportWidth(LARGE);
    stubStatePageApi();
    setLocale('ha');
  });
  afterEach(() => {
    setLocale('en');
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows its headings, breadcrumb, table headers and title in Hausa', async () => {
    renderApp('/states/kano');
    expect(await screen.findByRole('heading', { level: 2, name: ha.publicState.lgaTitle }, SLOW)).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: ha.publicState.breadcrumb });
    expect(within(breadcrumb).getByRole('link', { name: ha.nav.maps })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: new RegExp(`^${ha.publicState.lga}`) })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: new RegExp(`^${ha.publicCommon.indicators.oos}`) })).toBeInTheDocument();
    expect(screen.getByTestId('lga-count')).toHaveTextContent(hausa('publicState.lgaCount', { count: 44 }));
    expect(screen.getByRole('button', { name: ha.publicState.downloadCsv })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: hausa('publicState.programmesTitle', { state: 'Kano' }) }, SLOW)).toBeInTheDocument();
    expect(document.title).toBe(hausa('publicState.documentTitle', { state: 'Kano', site: 'Education Data Platform' }));
  });
});
