import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, profileSchema } from '../../../src/domain/accountSettings';
import { DATE_FORMAT, DATE_TIME_FORMAT, sheetName, spreadsheetCell } from '../../../src/domain/spreadsheet';
import { deviceName } from '../../../src/admin/settings/device';

describe('spreadsheet cells (XLSX downloads)', () => {
  it('keeps numbers and booleans typed, and makes dates and ISO times real dates', () => {
    expect(spreadsheetCell(12.5)).toEqual({ value: 12.5 });
    expect(spreadsheetCell(false)).toEqual({ value: false });
    expect(spreadsheetCell('2026-02-14')).toEqual({ value: new Date('2026-02-14T00:00:00Z'), numFmt: DATE_FORMAT });
    expect(spreadsheetCell('2026-03-01T10:30:00.000Z')).toEqual({ value: new Date('2026-03-01T10:30:00Z'), numFmt: DATE_TIME_FORMAT });
    expect(spreadsheetCell(new Date('2026-03-01T10:30:00Z')).numFmt).toBe(DATE_TIME_FORMAT);
  });

  it('writes text as text, formula-looking text guarded, phone numbers with their zero, lists joined', () => {
    expect(spreadsheetCell('=SUM(A1:A9)')).toEqual({ value: "'=SUM(A1:A9)" });
    expect(spreadsheetCell('+2348030000000')).toEqual({ value: "'+2348030000000" });
    expect(spreadsheetCell('08030000001')).toEqual({ value: '08030000001' });
    expect(spreadsheetCell(['Water', '@home'])).toEqual({ value: 'Water; @home' });
    expect(spreadsheetCell('2026-13-45')).toEqual({ value: null });
    expect(spreadsheetCell('2026-02-14 10:30')).toEqual({ value: '2026-02-14 10:30' });
    expect(spreadsheetCell('Ward-02-14')).toEqual({ value: 'Ward-02-14' });
    expect(spreadsheetCell('20260214')).toEqual({ value: '20260214' });
    expect(spreadsheetCell(null)).toEqual({ value: null });
    expect(spreadsheetCell(Number.NaN)).toEqual({ value: null });
  });

  it('names sheets as Excel allows', () => {
    expect(sheetName('a/b:c*d?e[f]')).toBe('a b c d e f');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
  });
});

describe('settings forms', () => {
  it('checks the profile with the user fields’ rules', () => {
    expect(profileSchema.safeParse({ fullName: 'Aisha Musa', phone: '' }).success).toBe(true);
    expect(profileSchema.safeParse({ fullName: 'Aisha Musa', phone: 'abc' }).success).toBe(false);
  });

  it('asks for the repeat to match and the new password to differ from the current one', () => {
    const base = { currentPassword: 'Old-Password-1', newPassword: 'New-Password-22', confirmPassword: 'New-Password-22' };
    expect(changePasswordFormSchema.safeParse(base).success).toBe(true);
    expect(changePasswordFormSchema.safeParse({ ...base, confirmPassword: 'x' }).error?.issues[0].path).toEqual(['confirmPassword']);
    expect(changePasswordFormSchema.safeParse({ ...base, newPassword: 'short', confirmPassword: 'short' }).success).toBe(false);
    expect(
      changePasswordFormSchema.safeParse({ ...base, newPassword: base.currentPassword, confirmPassword: base.currentPassword }).error?.issues[0].path,
    ).toEqual(['newPassword']);
  });
});

describe('device names of sessions', () => {
  it('reads browser, version, system and kind of device from a user agent', () => {
    expect(deviceName('Mozilla/5.0 (Linux; Android 14; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36')).toEqual({
      browser: 'Chrome',
      version: '130',
      system: 'Android',
      kind: 'phone',
    });
    expect(deviceName('Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0 Safari/537.36')).toEqual({
      browser: 'Chrome',
      version: '129',
      system: 'Android',
      kind: 'tablet',
    });
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0')).toEqual({
      browser: 'Firefox',
      version: '131',
      system: 'Windows',
      kind: 'computer',
    });
    expect(
      deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'),
    ).toEqual({ browser: 'Safari', version: '17', system: 'iOS', kind: 'phone' });
    expect(
      deviceName('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'),
    ).toEqual({ browser: 'Safari', version: '17', system: 'iOS', kind: 'tablet' });
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0')).toEqual({
      browser: 'Edge',
      version: '130',
      system: 'Windows',
      kind: 'computer',
    });
    expect(deviceName('node')).toEqual({ browser: 'App', version: null, system: null, kind: null });
    expect(deviceName(null)).toEqual({ browser: null, version: null, system: null, kind: null });
  });
});
