/** Wards: the reference list, the ward inputs and filters, the ward list screen, its credit. Hausa, the same keys as wards.en.ts. */
import type { wardsEn } from './wards.en';

export const wardsHa: typeof wardsEn = {
  wards: {
    notInList: 'ba ya cikin jerin hukuma',
    withFlag: '%{name} (ba ya cikin jerin hukuma)',
    noneForLga: 'Babu mazaɓu a jerin hukuma na wannan karamar hukuma',
    chooseLgaFirst: 'Zaɓi karamar hukuma tukuna',
    loading: 'Ana loda mazaɓu…',
    unavailable: 'Ba a sami mazaɓu ba',
    list: {
      title: 'Jerin mazaɓu',
      intro:
        'Mazaɓun da kowane fom da matata suke bayarwa. Mazaɓun rajista 8,809 na INEC suna tare da dandalin. Ɗora fayil ɗin CSV mai ginshiƙai state, lga, ward (da latitude, longitude idan an so) don ƙara mazaɓu ko gyara sunayensu: fara duba shi, sannan ka aiwatar da shi a lokaci ɗaya. Mazaɓun da fayil ɗin bai ambata ba za su kasance.',
      chooseFile: 'Zaɓi fayil ɗin CSV',
      csvFile: 'Fayil ɗin CSV na jerin mazaɓu',
      check: 'Gwaji',
      checking: 'Ana dubawa…',
      apply: 'Aiwatar',
      applying: 'Ana aiwatarwa…',
      dryRunDone: 'Gwaji: ba a rubuta komai ba. Aiwatar da fayil ɗin don yin waɗannan canje-canje.',
      applied: 'An aiwatar: jerin mazaɓu yanzu yana ɗauke da waɗannan canje-canje.',
      failed: 'Ba a iya aika fayil ɗin ba.',
      added: 'An ƙara',
      renamed: 'An canza suna',
      relocated: 'Sabbin wurare',
      unchanged: 'Ba a canza ba',
      rejected: 'An ƙi',
      row: 'Layi',
      state: 'Jiha',
      lga: 'Karamar hukuma',
      ward: 'Mazaɓa',
      previousName: 'A da',
      reason: 'Dalili',
      firstRows: 'An jera na farko %{shown} cikin %{total}.',
    },
  },
};
