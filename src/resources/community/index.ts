/** Communities (DESIGN §3): the views App.tsx registers for the `community` resource. */
import GroupsIcon from '@mui/icons-material/Groups';
import { recordName } from '../common/RecordName';
import type { RecordResourceViews } from '../common/types';
import { CommunityList } from './CommunityList';
import { CommunityShow } from './CommunityShow';
import { CommunityEdit } from './edit';

const community: RecordResourceViews = {
  list: CommunityList,
  show: CommunityShow, // /admin/community/:id/show
  edit: CommunityEdit, // /admin/community/edit/:id
  icon: GroupsIcon,
  recordRepresentation: recordName('communities'),
};

export default community;
