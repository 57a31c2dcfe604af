/**
 * Display names for wards. INEC writes its registration areas in upper case (`AMANKALU/AKOLIUFU`,
 * `IBENO 1V`, `BOGORO ""A""`); people read them in title case with roman numerals, codes and
 * acronyms kept as written ("Amankalu/Akoliufu", "Ibeno 1V", `Bogoro "A"`). A name that already
 * has lower-case letters is the admin's own spelling and is kept. Slugs come from the name as
 * written and do not depend on case or quotes, so they stay the same either way.
 */

const WORD = /[A-Za-z0-9]+(?:['\u2019][A-Za-z0-9]+)*/g;
const ROMAN = /^[IVX]+$/;
const VOWEL = /[AEIOUY]/;
const ACRONYMS = new Set(['GRA', 'LGEA', 'NNPC', 'NEPA', 'CBD', 'FHA']);
const MINOR = new Set(['OF', 'AND', 'THE']);

function displayWord(word: string, first: boolean, abbreviated: boolean): string {
  if (/\d/.test(word) || ROMAN.test(word) || ACRONYMS.has(word)) return word;
  // Consonant-only codes such as NNPC or GBK; "STR." is an abbreviation, not a code.
  if (word.length >= 3 && !abbreviated && !VOWEL.test(word)) return word;
  if (!first && MINOR.has(word)) return word.toLowerCase();
  return word.charAt(0) + word.slice(1).toLowerCase();
}

/** The readable name of a ward as an import or the reference list writes it. */
export function wardDisplayName(written: string): string {
  const name = written.replace(/\s+/g, ' ').trim().replace(/""/g, '"');
  if (/[a-z]/.test(name)) return name;
  let first = true;
  return name.replace(WORD, (word: string, offset: number) => {
    const shown = displayWord(word, first, name.charAt(offset + word.length) === '.');
    first = false;
    return shown;
  });
}
