/** Households (DESIGN §3): the views App.tsx registers for the `households` resource. */
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { recordName } from '../common/RecordName';
import type { RecordResourceViews } from '../common/types';
import { HouseholdEdit } from './edit';
import { HouseholdList } from './HouseholdList';
import { HouseholdShow } from './HouseholdShow';

const households: RecordResourceViews = {
  list: HouseholdList,
  show: HouseholdShow, // /admin/households/:id/show
  edit: HouseholdEdit, // /admin/households/:id
  icon: HomeWorkIcon,
  recordRepresentation: recordName('households'),
};

export default households;
