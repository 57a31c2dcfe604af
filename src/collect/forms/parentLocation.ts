/**
 * Where a record may take its place from its parent: a household from its community, a child
 * from its household (offered, and filled in while the place is still empty), learners and staff
 * from their learning centre (always: their forms do not ask it; the server accepts it).
 */
import type { DeviceTable } from '../../domain/protocol';
import type { ParentTable } from './formSteps';
import type { ParentChoice } from './RecordForm';
import type { Links, Values } from './recordValues';

type Parents = Partial<Record<ParentTable, ParentChoice[]>>;

export const LOCATION_SOURCE: Partial<Record<DeviceTable, { link: string; from: ParentTable; always: boolean }>> = {
  households: { link: 'communityId', from: 'communities', always: false },
  oosChildren: { link: 'householdId', from: 'households', always: false },
  learners: { link: 'schoolId', from: 'schools', always: true },
  staff: { link: 'schoolId', from: 'schools', always: true },
};

/** The chosen parent of `table`'s record that holds a place, if any. */
export function locationParent(table: DeviceTable, links: Links, parents: Parents): ParentChoice | undefined {
  const source = LOCATION_SOURCE[table];
  if (!source) return undefined;
  const parent = parents[source.from]?.find((choice) => choice.localUUID === links[source.link]);
  return parent?.state ? parent : undefined;
}

export function placeOf(parent: ParentChoice): Values {
  return { state: parent.state ?? '', lga: parent.lga ?? '', ward: parent.ward ?? '' };
}

/** `data` with the learning centre's place, for the tables whose forms do not ask it. */
export function withParentLocation(table: DeviceTable, data: Values, links: Links, parents: Parents): Values {
  if (!LOCATION_SOURCE[table]?.always) return data;
  const parent = locationParent(table, links, parents);
  if (!parent) return data;
  const place = Object.fromEntries(Object.entries(placeOf(parent)).filter(([, value]) => value !== ''));
  return { ...data, ...place };
}
