/** The location and "updated" columns every record list shows, with names instead of slugs. */
import { DataTable, type RaRecord } from 'react-admin';
import { formatDateTime } from './labels';
import { lgaName, stateName, titleFromSlug } from './locationNames';
import { useWards } from './useWards';

/** A ward's name from the ward lookup (shared per state and LGA), its slug in words meanwhile. */
export function WardName({ state, lga, ward }: { state?: string | null; lga?: string | null; ward?: string | null }) {
  const { wards } = useWards(ward ? state : null, ward ? lga : null);
  if (!ward) return null;
  return <>{wards.find((w) => w.slug === ward)?.name ?? titleFromSlug(ward)}</>;
}

type LocationSort = 'state' | 'lga';

/** State, LGA and ward; only the contract's sortable fields get sort buttons (ward never does). */
export function LocationColumns({ sortable }: { sortable: readonly LocationSort[] }) {
  return (
    <>
      <DataTable.Col source="state" label="State" disableSort={!sortable.includes('state')} render={(r: RaRecord) => stateName(r.state)} />
      <DataTable.Col source="lga" label="LGA" disableSort={!sortable.includes('lga')} render={(r: RaRecord) => lgaName(r.state, r.lga)} />
      <DataTable.Col source="ward" label="Ward" disableSort render={(r: RaRecord) => <WardName state={r.state} lga={r.lga} ward={r.ward} />} />
    </>
  );
}

export function UpdatedColumn() {
  return <DataTable.Col source="updatedAt" label="Updated" render={(r: RaRecord) => formatDateTime(r.updatedAt)} sx={{ whiteSpace: 'nowrap' }} />;
}
