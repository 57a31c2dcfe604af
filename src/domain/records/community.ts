/** Community (spec 02 §3.4). */
import { z } from 'zod';
import * as E from './enums';
import { choice, count, flag, latitude, longitude, slug, text } from './fields';

export const communityShape = {
  name: text(200),
  latitude: latitude(),
  longitude: longitude(),
  communityType: choice(E.COMMUNITY_SETTING_TYPES),
  ward: slug(),
  lga: slug(),
  state: slug(),
  reference: text(100),
  geoPoliticalZone: choice(E.GEO_POLITICAL_ZONES),
  basicSchools: count('Number of basic schools'),
  hasPrePrimarySchools: flag(),
  hasPrimarySchools: flag(),
  hasJSSSchools: flag(),
  hasOtherSchools: flag(),
  specificOtherSchools: text(),
  schoolsOwnedByGovernment: flag(),
  schoolsOwnedByNGOs: flag(),
  privatelyOwnedSchools: flag(),
  schoolsOwnedByOthers: flag(),
  specifyOtherSchoolOwners: text(),
  boysNeverAttendedSchoolRate: choice(E.RATE_SCALE),
  girlsNeverAttendedSchoolRate: choice(E.RATE_SCALE),
  communityHasDropouts: flag(),
  dropoutBoysRate: choice(E.RATE_SCALE),
  dropoutGirlsRate: choice(E.RATE_SCALE),
  preferredEducationType: choice(E.PREFERRED_EDUCATION_TYPES),
};

export const communitySchema = z.object(communityShape);
export type Community = z.output<typeof communitySchema>;
/** The two tabs of the edit screen in order, each with the i18n key of its label (spec 02 §2.4). */
export const COMMUNITY_TABS = [
  { key: 'identification', labelKey: 'resources.community.tabs.identification' },
  { key: 'educationalProfile', labelKey: 'resources.community.tabs.educationalProfile' },
] as const;
