/** Collection Agents: presence, app version, last sync and their filters. English. */
export const collectorsEn = {
  collectorPresence: {
    presence: 'Connection',
    online: 'Online',
    offline: 'Offline',
    appVersion: 'App version',
    lastSync: 'Last sync',
    silentDays: 'Silent for (days)',
    silentDaysHelp: 'Offline and not seen for at least this many days',
    unknownVersion: 'Not reported',
  },
};
