/** Communities (DESIGN §3): the views App.tsx registers for the `community` resource. */
import GroupsIcon from '@mui/icons-material/Groups';
import type { RaRecord } from 'ra-core';
import type { RecordResourceViews } from '../common/types';
import { CommunityList } from './CommunityList';
import { CommunityEdit } from './edit';

const community: RecordResourceViews = {
  list: CommunityList,
  edit: CommunityEdit, // /admin/community/edit/:id
  icon: GroupsIcon,
  recordRepresentation: (record: RaRecord) => record.name || `Community #${record.id}`,
};

export default community;
