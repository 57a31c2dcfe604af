/** Commands that wait (issue 15 §4). Hausa, the same keys as commandQueue.en.ts. */
import type { commandQueueEn } from './commandQueue.en';

export const commandQueueHa: typeof commandQueueEn = {
  commandQueue: {
    dialog: {
      title: 'Mai tattara bayanai baya kan layi',
      text: '%{collector} baya kan layi. %{command} zai iya jira a isar da shi idan na’urar ta dawo kan layi.',
      expiry: 'A daina bayan',
      queue: 'A ajiye har na’urar ta dawo kan layi',
    },
    expiry: {
      s3600: 'Awa 1',
      s21600: 'Awa 6',
      s86400: 'Awa 24',
      s259200: 'Kwana 3',
      s604800: 'Kwana 7',
    },
    history: {
      title: 'Tarihin umarni',
      loading: 'Ana loda tarihin umarni…',
      empty: 'Ba a aika wa wannan mai tattara bayanai umarni ba tukuna.',
      command: 'Umarni',
      status: 'Matsayi',
      sentBy: 'Wanda ya aika',
      created: 'An ƙirƙira',
      expiresOrDone: 'Zai ƙare / an gama',
      cancel: 'Soke',
    },
    status: {
      queued: 'Yana jira',
      sent: 'An aika',
      succeeded: 'Ya yi nasara',
      failed: 'Ya gaza',
      'timed-out': 'Lokaci ya ƙare',
      expired: 'Ya ƙare',
      cancelled: 'An soke',
    },
    notices: {
      queued: '%{command} yana jira har na’urar ta dawo kan layi (har zuwa %{expiresAt}).',
      refused: 'Ba a iya ajiye umarnin ba: %{error}',
      succeeded: 'Umarnin da aka ajiye %{command} ya yi nasara a na’urar.',
      failed: 'Umarnin da aka ajiye %{command} ya gaza: %{error}',
      cancelled: 'An soke %{command}.',
      cancelFailed: 'Ba a iya soke umarnin ba: %{error}',
    },
    notifications: {
      succeededTitle: 'Umarnin da aka ajiye ya yi nasara',
      succeededText: '%{command} ya gudana a na’urar %{collector} lokacin da ta dawo kan layi.',
      failedTitle: 'Umarnin da aka ajiye ya gaza',
      failedText: '%{command} a na’urar %{collector} ya gaza lokacin da ta dawo kan layi: %{error}',
      timedOutTitle: 'Lokacin umarnin da aka ajiye ya ƙare',
      timedOutText: 'An isar da %{command} zuwa na’urar %{collector} amma ba a sami amsa a kan lokaci ba.',
    },
  },
};
