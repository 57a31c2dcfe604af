/** The location and "updated" columns every record list shows, with names instead of slugs. */
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { lgaLabel, stateLabel } from './form/placeNames';
import { useWardName } from './wardChoices';
import { formatRecordTime } from './values';

/**
 * A ward's name from the ward lookup (shared per state and LGA), its slug in words meanwhile; a
 * ward that is not in the reference list reads as its slug in words, flagged.
 */
export function WardName({ state, lga, ward }: { state?: string | null; lga?: string | null; ward?: string | null }) {
  const translate = useTranslate();
  const { name, outside } = useWardName(state, lga, ward);
  if (!outside) return <>{name}</>;
  return (
    <span title={translate('wards.notInList')} data-ward-flag="not-in-list">
      {name}
    </span>
  );
}

type LocationSort = 'state' | 'lga';

/**
 * State, LGA and ward; only the contract's sortable fields get sort buttons (ward never does).
 * An array, not a component: the DataTable's column chooser lists each of its children.
 */
export function locationColumns(sortable: readonly LocationSort[]) {
  return [
    <DataTable.Col
      key="state"
      source="state"
      label="records.fields.state"
      disableSort={!sortable.includes('state')}
      render={(r: RaRecord) => stateLabel(r.state)}
    />,
    <DataTable.Col
      key="lga"
      source="lga"
      label="records.fields.lga"
      disableSort={!sortable.includes('lga')}
      render={(r: RaRecord) => lgaLabel(r.state, r.lga)}
    />,
    <DataTable.Col
      key="ward"
      source="ward"
      label="records.fields.ward"
      disableSort
      render={(r: RaRecord) => <WardName state={r.state} lga={r.lga} ward={r.ward} />}
    />,
  ];
}

export function UpdatedColumn() {
  return (
    <DataTable.Col
      source="updatedAt"
      label="records.fields.updatedAt"
      render={(r: RaRecord) => formatRecordTime(r.updatedAt)}
      cellSx={() => ({ whiteSpace: 'nowrap' })}
    />
  );
}
