/** Collection Agents. Hausa, the same keys as collectors.en.ts. */
import type { collectorsEn } from './collectors.en';

export const collectorsHa: typeof collectorsEn = {
  collectorPresence: {
    presence: 'Haɗi',
    online: 'Yana kan layi',
    offline: 'Ba ya kan layi',
    lastSync: 'Aiki tare na ƙarshe',
    silentDays: 'Shiru na (kwanaki)',
    silentDaysHelp: 'Ba ya kan layi kuma ba a gan shi ba aƙalla tsawon waɗannan kwanaki',
    unknownVersion: 'Ba a bayar ba',
    appAndDevice: "Sigar manhaja da na'ura",
    deviceKind: { web: 'Yanar gizo', app: 'Manhaja', agent: 'Wakili' },
    webDevice: "Na'urar yanar gizo",
  },
};
