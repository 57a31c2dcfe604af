/** Programmes (docs/api-public.md, admin): the views App.tsx registers for the `programmes` resource. */
import { createElement } from 'react';
import CampaignIcon from '@mui/icons-material/Campaign';
import { ProgrammeCreate } from './ProgrammeCreate';
import { ProgrammeEditOrShow } from './ProgrammeEditOrShow';
import { ProgrammeList } from './ProgrammeList';
import { ProgrammeTitle } from './ProgrammeTitle';

const programmes = {
  list: ProgrammeList,
  create: ProgrammeCreate,
  edit: ProgrammeEditOrShow, // /admin/programmes/:id
  icon: CampaignIcon,
  recordRepresentation: createElement(ProgrammeTitle),
};

export default programmes;
