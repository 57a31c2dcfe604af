/** Notifications: the bell, the list and each kind's text. Hausa, the same keys as notifications.en.ts. */
import type { notificationsEn } from './notifications.en';

export const notificationsHa: typeof notificationsEn = {
  notifications: {
    title: 'Sanarwa',
    bellLabel: 'Sanarwa, %{smart_count} ba a karanta ba',
    unreadCount: '%{smart_count} ba a karanta ba',
    empty: 'Babu sabuwar sanarwa',
    emptyHint: 'Gayyata da yawa, shigo da bayanai da fitar da su da suka kammala, gayyatun da aka karɓa da faɗakarwar na’urori za su bayyana a nan.',
    loading: 'Ana loda sanarwa…',
    loadFailed: 'Ba a iya loda sanarwa ba. Duba haɗin intanet ɗinka ka sake gwadawa.',
    retry: 'Sake gwadawa',
    markRead: 'Yi alamar an karanta',
    markAllRead: 'Yi wa duka alamar an karanta',
    markFailed: 'Ba a iya yi wa sanarwar alamar an karanta ba. Sake gwadawa.',
    unread: 'Ba a karanta ba',
    bulkInvite: {
      completedTitle: 'Gayyata da yawa ta kammala',
      completedText: '%{fileName}: an gayyaci %{invited}, %{alreadyUsers} sun riga sun zama masu amfani, %{invalid} ba su da inganci.',
      failedTitle: 'Gayyata da yawa ta tsaya',
      failedText: '%{fileName} ta tsaya saboda kuskure bayan gayyata %{invited}. Waɗanda aka riga aka gayyata suna nan a gayyace.',
    },
    import: {
      title: 'Shigo da bayanai ya kammala',
      text: '%{fileName}: an shigo da %{recordType} %{created}, %{alreadyPresent} sun riga sun kasance a dandalin.',
    },
    export: {
      title: 'Fitar da bayanai ya kammala',
      text: '%{fileName}: an fitar da %{recordType} kuma an sauke su.',
    },
    invitationAccepted: {
      title: 'An karɓi gayyata',
      text: '%{fullName} (%{email}) ya karɓi gayyatarka kuma yanzu zai iya shiga.',
    },
    collectorOffline: {
      title: 'Mai tattara bayanai ya katse da bayanan da ba a daidaita ba',
      text: '%{collector} ya katse daga intanet da bayanai %{unsynced} da ba a daidaita ba tukuna.',
    },
    command: {
      failedTitle: 'Umarni ya gaza',
      failedText: '%{command} a na’urar %{collector} ya gaza: %{error}',
      timedOutTitle: 'Lokacin umarni ya ƙare',
      timedOutText: '%{command} a na’urar %{collector} bai samu amsa a kan lokaci ba.',
    },
    passwordChanged: {
      title: 'An canza kalmar sirri',
      text: 'An canza kalmar sirrinka. Idan ba kai ba ne, sake saita kalmar sirrinka kuma ka sanar da mai gudanarwa.',
    },
    backupFailed: {
      title: 'Ajiyar bayanai ta lokaci ta kasa',
      text: 'Ajiyar bayanai a %{dir} ta kasa: %{error}. Ajiyar da ta gabata mai kyau tana nan; gyara matsalar kafin lokacin ta gaba.',
    },
  },
};
