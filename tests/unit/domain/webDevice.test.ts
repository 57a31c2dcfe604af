/** The handshake's `auth.device` (docs/collector-protocol.md §2) and its label. */
import { describe, expect, it } from 'vitest';
import { DEVICE_KINDS, deviceInfoOf, deviceLabel } from '../../../src/domain/protocol';
import { en } from '../../../src/i18n/en';
import { ha } from '../../../src/i18n/ha';
import { flatten } from '../../helpers/catalogueTree';

describe('deviceInfoOf', () => {
  it('reads the device a web collector, the app or the agent reports, keeping only the known fields', () => {
    const web = { kind: 'web', browser: 'Chromium', browserVersion: '156.0' };
    expect(deviceInfoOf({ token: 't', role: 'collector', device: web })).toEqual(web);
    expect(deviceInfoOf({ device: { kind: 'web', browser: ' Microsoft Edge ', browserVersion: '2.0.0-beta+1', extra: 'dropped' } })).toEqual({
      kind: 'web',
      browser: 'Microsoft Edge',
      browserVersion: '2.0.0-beta+1',
    });
    expect(deviceInfoOf({ device: { kind: 'agent' } })).toEqual({ kind: 'agent' });
    expect(deviceInfoOf({ device: { kind: 'app', browserVersion: '1' } })).toEqual({ kind: 'app', browserVersion: '1' });
  });

  it('ignores a missing or malformed device as a whole', () => {
    const malformed = [
      undefined,
      null,
      'web',
      {},
      { kind: 'phone' },
      { kind: 'web', browser: '<script>' },
      { kind: 'web', browser: '-Chromium' },
      { kind: 'web', browser: '' },
      { kind: 'web', browser: 'Chromium', browserVersion: 'x'.repeat(41) },
      { kind: 'web', browserVersion: 156 },
      { kind: 'web', browser: 'Chrömium' },
    ];
    for (const device of malformed) expect(deviceInfoOf({ token: 't', device }), JSON.stringify(device)).toBeNull();
    expect(deviceInfoOf(null)).toBeNull();
    expect(deviceInfoOf({ token: 't' })).toBeNull();
    expect(deviceInfoOf({ device: { kind: 'web', browser: 'x'.repeat(40) } })).toEqual({ kind: 'web', browser: 'x'.repeat(40) });
  });
});

describe('deviceLabel', () => {
  it('names the kind, then the browser and its version', () => {
    expect(deviceLabel({ kind: 'web', browser: 'Chromium', browserVersion: '156.0' })).toBe('Web · Chromium 156.0');
    expect(deviceLabel({ kind: 'web', browser: 'Firefox' })).toBe('Web · Firefox');
    expect(deviceLabel({ kind: 'web', browserVersion: '156.0' })).toBe('Web');
    expect(deviceLabel({ kind: 'agent' })).toBe('Agent');
    expect(deviceLabel({ kind: 'web', browser: 'Chromium', browserVersion: '156.0' }, 'Yanar gizo')).toBe('Yanar gizo · Chromium 156.0');
  });

  it('has every kind translated in English and Hausa (the back office builds these keys at run time)', () => {
    const english = flatten(en);
    const hausa = flatten(ha);
    for (const kind of DEVICE_KINDS) {
      expect(english.get(`collectorPresence.deviceKind.${kind}`), kind).toBeTruthy();
      expect(hausa.get(`collectorPresence.deviceKind.${kind}`), kind).toBeTruthy();
    }
  });
});
