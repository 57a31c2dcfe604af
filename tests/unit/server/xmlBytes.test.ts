import { describe, expect, it } from 'vitest';
import { textOpenTag } from '../../../server/dataTransfer/xlsxXml';
import { XmlBytes } from '../../../server/dataTransfer/xmlBytes';

describe('XmlBytes', () => {
  it('writes a row number once and copies it into each cell reference, across a buffer that grows', () => {
    const out = new XmlBytes(16);
    out.ascii('<row r="');
    const digitsAt = out.length;
    out.number(1048576);
    const digits = out.length - digitsAt;
    out.ascii('">');
    for (const column of ['A', 'B']) {
      out.ascii(`<c r="${column}`);
      out.again(digitsAt, digits);
      out.ascii('"><v>7</v></c>');
      out.text('é'.repeat(20));
    }
    expect(out.take().toString('utf8')).toBe(`<row r="1048576"><c r="A1048576"><v>7</v></c>${'é'.repeat(20)}<c r="B1048576"><v>7</v></c>${'é'.repeat(20)}`);
  });
});

describe('XmlBytes.decimal', () => {
  const written = (value: number, decimals: number) => {
    const out = new XmlBytes(8);
    out.decimal(value, decimals);
    return out.take().toString('ascii');
  };

  it('rounds to the decimals asked, with no trailing zeros, leading zeros of the fraction kept', () => {
    expect(written(46000.5, 10)).toBe('46000.5');
    expect(written(0, 10)).toBe('0');
    expect(written(45678 + 0.12345678904, 10)).toBe('45678.123456789');
    expect(written(1.00000000004, 10)).toBe('1');
    expect(written(0.00000000051, 10)).toBe('0.0000000005');
  });

  it('gives every millisecond of a date-time serial back', () => {
    const DAY_MS = 86_400_000;
    const EPOCH_SERIAL = 25_569;
    for (const iso of ['2026-08-01T10:39:11.218Z', '1999-12-31T23:59:59.999Z', '2015-08-11T00:00:00.001Z', '2040-02-29T12:00:00.500Z']) {
      const ms = Date.parse(iso);
      const text = written(ms / DAY_MS + EPOCH_SERIAL, 10);
      expect(new Date(Math.round((Number(text) - EPOCH_SERIAL) * DAY_MS)).toISOString()).toBe(iso);
    }
  });
});

describe('textOpenTag', () => {
  it('keeps outer whitespace of any kind, and only where there is some', () => {
    expect(textOpenTag('Amina')).toBe('<t>');
    expect(textOpenTag('é')).toBe('<t>');
    expect(textOpenTag(' Amina')).toBe('<t xml:space="preserve">');
    expect(textOpenTag('Amina\t')).toBe('<t xml:space="preserve">');
    expect(textOpenTag('\u00a0Amina')).toBe('<t xml:space="preserve">');
    expect(textOpenTag('Amina\u2003')).toBe('<t xml:space="preserve">');
  });
});
