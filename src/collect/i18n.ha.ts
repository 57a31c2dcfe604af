/** The collector's Hausa phrases, a chunk of their own (fetched when Hausa is chosen, kept offline by the service worker). */
import { collectHa } from '../i18n/areas/collect.ha';
import { collectFormsHa } from '../i18n/areas/collectForms.ha';

export const collectHausa = { collect: collectHa, collectForms: collectFormsHa };
