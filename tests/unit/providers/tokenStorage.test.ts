import { beforeEach, describe, expect, it } from 'vitest';
import { createTokenStorage, decodeExpiry, expiresWithin } from '../../../src/providers/tokenStorage';
import { makeToken, makeUser, storeSession } from './helpers';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('decodeExpiry', () => {
  it('reads exp (seconds) from the payload without verifying, base64url and UTF-8 included', () => {
    // The name forces multi-byte characters and base64url's - and _ alphabet into the payload.
    const token = makeToken(1_900_000_000, { name: 'Ọlá ~~~???>>>' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeExpiry(token)).toBe(1_900_000_000);
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['empty', ''],
    ['payload not base64', 'aaa.!!!.sig'],
    ['payload not JSON', `aaa.${btoa('hello')}.sig`],
    ['no exp', `aaa.${btoa(JSON.stringify({ sub: 1 }))}.sig`],
    ['exp not a number', `aaa.${btoa(JSON.stringify({ exp: 'soon' }))}.sig`],
  ])('answers 0 (expired) for an undecodable token: %s', (_label, token) => {
    expect(decodeExpiry(token)).toBe(0);
    expect(expiresWithin(token, 10 * 60_000, Date.now())).toBe(true);
  });

  it('expiresWithin compares exp with the window', () => {
    const now = 1_700_000_000_000;
    const token = makeToken(now / 1000 + 15 * 60);
    expect(expiresWithin(token, 10 * 60_000, now)).toBe(false);
    expect(expiresWithin(token, 10 * 60_000, now + 6 * 60_000)).toBe(true);
  });
});

describe('createTokenStorage', () => {
  it('reads and writes the token under `token` and the user JSON under `user`', () => {
    const storage = createTokenStorage();
    const user = makeUser();
    storage.save('t1', user);
    expect(localStorage.getItem('token')).toBe('t1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(storage.getToken()).toBe('t1');
    expect(storage.getUser()).toEqual(user);
  });

  it('ignores an unreadable stored user', () => {
    localStorage.setItem('user', '{not json');
    expect(createTokenStorage().getUser()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ hello: 'world' }));
    expect(createTokenStorage().getUser()).toBeNull();
  });

  it('removeSession removes only token and user; clearAll empties localStorage and sessionStorage', () => {
    const storage = createTokenStorage();
    storeSession('t1', makeUser());
    localStorage.setItem('other', 'x');
    sessionStorage.setItem('tab', 'y');
    storage.removeSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('other')).toBe('x');
    storage.clearAll();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
