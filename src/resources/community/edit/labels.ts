import type { communityShape } from '../../../domain/records';
import { labelled } from '../../common/form/inputs';

/** The human label of every community field (spec 02 §3.4). */
export const COMMUNITY_LABELS: Readonly<Record<keyof typeof communityShape, string>> = {
  name: 'Community Name',
  latitude: 'Latitude',
  longitude: 'Longitude',
  communityType: 'Community Type',
  ward: 'Ward',
  lga: 'LGA',
  state: 'State',
  reference: 'Reference',
  geoPoliticalZone: 'Geo-political Zone',
  basicSchools: 'Number of Basic Schools',
  hasPrePrimarySchools: 'Has Pre-primary Schools',
  hasPrimarySchools: 'Has Primary Schools',
  hasJSSSchools: 'Has JSS Schools',
  hasOtherSchools: 'Has Other Schools',
  specificOtherSchools: 'Specify Other Schools',
  schoolsOwnedByGovernment: 'Schools Owned by Government',
  schoolsOwnedByNGOs: 'Schools Owned by NGOs',
  privatelyOwnedSchools: 'Privately Owned Schools',
  schoolsOwnedByOthers: 'Schools Owned by Others',
  specifyOtherSchoolOwners: 'Specify Other School Owners',
  boysNeverAttendedSchoolRate: 'Boys Who Never Attended School',
  girlsNeverAttendedSchoolRate: 'Girls Who Never Attended School',
  communityHasDropouts: 'Community Has Dropouts',
  dropoutBoysRate: 'Dropout Rate (Boys)',
  dropoutGirlsRate: 'Dropout Rate (Girls)',
  preferredEducationType: 'Preferred Education Type',
};

/** `{source, label}` of a community input. */
export const communityField = labelled(COMMUNITY_LABELS);
