/** Deletes that can be restored: the Delete button and dialog, the Deleted view. Hausa. */
import type { binEn } from './bin.en';

export const binHa: typeof binEn = {
  bin: {
    delete: 'Share',
    dialogTitle: 'A share %{name}?',
    dialogText:
      'Bayanin zai fita daga kowane jeri, fitarwa, dashboard da alƙaluman jama’a nan take. Ana iya maido da shi daga shafin Abubuwan da aka share har zuwa ranar da aka nuna a can; bayan haka za a cire shi gaba ɗaya.',
    reasonLabel: 'Dalilin sharewa',
    reasonRequired: 'Ana buƙatar dalili',
    reasonTooLong: 'Haruffa %{max} ne iyaka',
    reasonOneLine: 'Rubuta dalilin a layi ɗaya',
    cancel: 'Soke',
    confirm: 'Share',
    deleting: 'Ana sharewa…',
    deleted: 'An share %{name}. Za ka iya maido da shi daga shafin Abubuwan da aka share.',
    deleteFailed: 'An kasa share bayanin. Da fatan a sake gwadawa.',
    viewDeleted: 'Abubuwan da aka share',
    title: 'Abubuwan da aka share: %{label}',
    intro: 'Ana iya maido da bayanan da aka share har zuwa ranar da aka nuna; bayan haka za a cire su gaba ɗaya.',
    loading: 'Ana loda bayanan da aka share…',
    loadFailed: 'An kasa loda bayanan da aka share.',
    empty: 'Ba a share wani daga cikin %{noun} ba.',
    noMatch: 'Babu %{noun} da aka share da suka dace da wannan bincike.',
    columns: {
      name: 'Suna',
      place: 'Wuri',
      deletedAt: 'Ranar sharewa',
      deletedBy: 'Wanda ya share',
      reason: 'Dalili',
      restorableUntil: 'Ana iya maidowa har zuwa',
    },
    unknownUser: 'Mai amfani da ba a sani ba',
    restore: 'Maido',
    restoreTitle: 'A maido da %{name}?',
    restoreText: 'Bayanin zai koma cikin jerinsa kamar yadda yake, tare da haɗe-haɗensa da tarihin dubawarsa.',
    restored: 'An maido da %{name}.',
    restoreFailed: 'An kasa maido da bayanin.',
  },
};
