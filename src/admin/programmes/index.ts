/** Programmes (docs/api-public.md, admin): the views App.tsx registers for the `programmes` resource. */
import CampaignIcon from '@mui/icons-material/Campaign';
import type { RaRecord } from 'react-admin';
import { ProgrammeCreate } from './ProgrammeCreate';
import { ProgrammeEditOrShow } from './ProgrammeEditOrShow';
import { ProgrammeList } from './ProgrammeList';

const programmes = {
  list: ProgrammeList,
  create: ProgrammeCreate,
  edit: ProgrammeEditOrShow, // /admin/programmes/:id
  icon: CampaignIcon,
  recordRepresentation: (record: RaRecord) => record.title || `Programme #${record.id}`,
};

export default programmes;
