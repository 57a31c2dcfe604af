/** Households (DESIGN §3): the views App.tsx registers for the `households` resource. */
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import type { RaRecord } from 'ra-core';
import type { RecordResourceViews } from '../common/types';
import { HouseholdEdit } from './edit';
import { HouseholdList } from './HouseholdList';

const households: RecordResourceViews = {
  list: HouseholdList,
  edit: HouseholdEdit, // /admin/households/:id
  icon: HomeWorkIcon,
  recordRepresentation: (record: RaRecord) => record.householdHead || `Household #${record.id}`,
};

export default households;
