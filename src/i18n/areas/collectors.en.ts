/** Collection Agents: presence, app version and device, last sync and their filters (the device also in the Command Centre). English. */
export const collectorsEn = {
  collectorPresence: {
    presence: 'Connection',
    online: 'Online',
    offline: 'Offline',
    lastSync: 'Last sync',
    silentDays: 'Silent for (days)',
    silentDaysHelp: 'Offline and not seen for at least this many days',
    unknownVersion: 'Not reported',
    appAndDevice: 'App version and device',
    deviceKind: { web: 'Web', app: 'App', agent: 'Agent' },
    webDevice: 'Web device',
  },
};
