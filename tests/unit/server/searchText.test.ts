/** The search text: phone-number forms and the full-text query of name words. */
import { describe, expect, it } from 'vitest';
import { normaliseQuery, phonePrefixes, wordsQuery } from '../../../server/search/text';

describe('phonePrefixes', () => {
  it('finds national and international forms of a Nigerian number, whichever was typed', () => {
    expect(phonePrefixes('0803 123')).toEqual(['0803123', '+234803123', '234803123']);
    expect(phonePrefixes('+234-803-123')).toEqual(['+234803123', '234803123', '0803123']);
    expect(phonePrefixes('(234) 803123')).toEqual(['234803123', '0803123', '+234803123']);
  });

  it('keeps other digits as typed and refuses what is not a phone number', () => {
    expect(phonePrefixes('8031')).toEqual(['8031']);
    expect(phonePrefixes('234')).toEqual(['234']);
    expect(phonePrefixes('+44 20')).toEqual(['+4420', '4420']);
    for (const text of ['ab', '08', 'KAN/TSA/0001', '0803x', '1234567890123456']) expect(phonePrefixes(text), text).toBeNull();
  });
});

describe('wordsQuery', () => {
  it('makes every word of two characters or more a prefix, and nothing else reaches the query', () => {
    expect(wordsQuery('Malam  Sani')).toBe('malam:* & sani:*');
    expect(wordsQuery("O'Neil & x | !y (z) abdul-rahman")).toBe('neil:* & abdul:* & rahman:*');
    expect(wordsQuery('Ɗanjuma')).toBe('ɗanjuma:*');
    expect(wordsQuery('a b !')).toBeNull();
    expect(wordsQuery('one two three four five six')).toBe('one:* & two:* & three:* & four:* & five:*');
  });
});

it('normaliseQuery trims and makes inner runs of spaces one', () => {
  expect(normaliseQuery('  Aisha \t  Bello ')).toBe('Aisha Bello');
});
