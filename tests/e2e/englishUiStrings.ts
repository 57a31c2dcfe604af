/**
 * Tells an English UI string from Hausa text and data. The English phrases are the
 * catalogue's English values that differ from their Hausa counterparts, and react-admin's own
 * English messages that differ from ours: a page in Hausa that shows one of them shows a string
 * that escaped the catalogue. Names, numbers and other data are in no catalogue, so they pass.
 */
import englishMessages from 'ra-language-english';
import { en } from '../../src/i18n/en';
import { ha } from '../../src/i18n/ha';
import { raHausaMessages } from '../../src/i18n/raHausa';

import { flatten, type Tree } from '../helpers/catalogueTree';

/** Whitespace collapsed, and the punctuation that frames a phrase ("Status:", "(Optional)") dropped. */
export function normalise(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\s:;,.·…?!()"“”'‘’*\-–—|/]+|[\s:;,.·…?!()"“”'‘’*\-–—|/]+$/g, '');
}

/** The literal pieces of a message: plural forms split apart, `%{name}` values cut out. */
function fragments(message: string): string[] {
  return message
    .split('||||')
    .flatMap((form) => form.split(/%\{\w+\}/g))
    .map(normalise)
    .filter((piece) => /\p{L}{2,}/u.test(piece));
}

const wordCount = (text: string) => text.split(' ').length;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function translatedPairs(): Array<[string, string | undefined]> {
  const english = flatten(en as unknown as Tree);
  const hausa = flatten(ha as unknown as Tree);
  const raEnglish = flatten(englishMessages as unknown as Tree);
  const raHausa = flatten(raHausaMessages as unknown as Tree);
  return [
    ...[...english].map(([key, text]): [string, string | undefined] => [text, hausa.get(key)]),
    ...[...raEnglish].map(([key, text]): [string, string | undefined] => [text, raHausa.get(key)]),
  ];
}

function hausaCorpus(): string {
  const values = [...flatten(ha as unknown as Tree).values(), ...flatten(raHausaMessages as unknown as Tree).values()];
  return values.map((text) => text.replace(/\s+/g, ' ')).join('\n');
}

export interface EnglishDetector {
  /** The English phrase a page string shows, or undefined when it shows none. */
  englishIn(text: string): string | undefined;
  /** How many English phrases it knows (a sanity check for the tests). */
  size: number;
}

/**
 * A page string is English when it is, as a whole, an English phrase; or when it contains an
 * English phrase of two words or more. A phrase the Hausa catalogue also uses (a name such as
 * "Almajiri", an abbreviation such as "CSV") is not English for this purpose.
 */
export function englishDetector(): EnglishDetector {
  const corpus = hausaCorpus();
  const inHausa = (phrase: string) => new RegExp(`(^|[^\\p{L}])${escape(phrase)}($|[^\\p{L}])`, 'u').test(corpus);
  const phrases = new Set<string>();
  for (const [english, hausa] of translatedPairs()) {
    if (english === hausa) continue;
    for (const piece of fragments(english)) if (!inHausa(piece)) phrases.add(piece);
  }
  const whole = phrases;
  const contained = [...phrases]
    .filter((phrase) => wordCount(phrase) >= 2)
    .sort((a, b) => b.length - a.length)
    .map((phrase) => ({ phrase, pattern: new RegExp(`(^|[^\\p{L}])${escape(phrase)}($|[^\\p{L}])`, 'u') }));
  return {
    size: phrases.size,
    englishIn(text) {
      const shown = normalise(text);
      if (whole.has(shown)) return shown;
      return contained.find(({ pattern }) => pattern.test(shown))?.phrase;
    },
  };
}

/** One string a page shows or speaks, and where it was found. */
export interface PageString {
  text: string;
  where: string;
}

/**
 * Runs in the page: every visible element's own text, and the labels assistive technology reads
 * (aria-label, title, placeholder, alt), plus the options of visible selects and SVG titles.
 */
export function collectPageStrings(): PageString[] {
  const out: PageString[] = [];
  const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
  const describe = (element: Element) => {
    const id = element.getAttribute('data-testid');
    return `${window.location.pathname} <${element.tagName.toLowerCase()}${id ? ` data-testid=${id}` : ''}>`;
  };
  const push = (text: string | null | undefined, element: Element, what: string) => {
    if (text && text.trim()) out.push({ text: text.trim(), where: `${describe(element)} ${what}` });
  };
  for (const element of Array.from(document.querySelectorAll('body *'))) {
    const inSvgTitle = element.tagName.toLowerCase() === 'title' && element.closest('svg') !== null;
    const inSelect = element.tagName === 'OPTION' && element.closest('select') !== null;
    const anchor = inSvgTitle ? element.closest('svg')! : inSelect ? element.closest('select')! : element;
    if (!shown(anchor) || element.tagName === 'SCRIPT' || element.tagName === 'STYLE') continue;
    const own = Array.from(element.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join(' ');
    push(own, element, 'text');
    for (const attribute of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription', 'aria-valuetext']) {
      push(element.getAttribute(attribute), element, attribute);
    }
    if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type)) push(element.value, element, 'value');
  }
  push(document.title, document.documentElement, 'document title');
  return out;
}
