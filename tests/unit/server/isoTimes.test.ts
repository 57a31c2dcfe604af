/** Times read as ISO text (server/db/isoTimes.ts): the text Date#toISOString gives of the driver's Date, whatever the spelling. */
import { describe, expect, it } from 'vitest';
import { isoTimestamp } from '../../../server/db/isoTimes';
import { loadPg } from '../../../server/db/pgDriver';

async function driverParser(): Promise<(text: string) => unknown> {
  const pg = await loadPg();
  return pg.types.getTypeParser(1184, 'text') as (text: string) => unknown;
}

describe('isoTimestamp', () => {
  it.each([
    '2024-05-30 06:21:37+00',
    '2024-05-30 06:21:37.5+00',
    '2024-05-30 06:21:37.56+00',
    '2024-05-30 06:21:37.562+00',
    '2024-05-30 06:21:37.5629+00',
    '2024-05-30 06:21:37.56299+00',
    '2024-05-30 06:21:37.999999+00',
    '2024-05-30 06:21:37.145+00',
    '2024-05-30 07:21:37.562+01',
    '2024-05-30 01:21:37.562-05',
    '2024-05-30 11:51:37.562+05:30',
    '0044-03-15 12:00:00+00 BC',
    '0999-12-31 23:59:59.9+00',
  ])('%s reads as the driver’s Date in ISO', async (text) => {
    const parse = await driverParser();
    const expected = (parse(text) as Date).toISOString();
    expect(isoTimestamp(text, parse)).toBe(expected);
  });

  it('keeps what the driver gives for what is not a date (infinity)', async () => {
    const parse = await driverParser();
    expect(isoTimestamp('infinity', parse)).toBe(parse('infinity'));
  });

  it('takes the fast path for the UTC spelling: the driver is not asked', () => {
    const refuse = () => {
      throw new Error('asked the driver');
    };
    expect(isoTimestamp('2024-05-30 06:21:37.5629+00', refuse)).toBe('2024-05-30T06:21:37.562Z');
    expect(isoTimestamp('2024-05-30 06:21:37+00', refuse)).toBe('2024-05-30T06:21:37.000Z');
  });
});
