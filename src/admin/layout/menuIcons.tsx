import type { ReactElement } from 'react';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import InsightsIcon from '@mui/icons-material/Insights';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PeopleIcon from '@mui/icons-material/People';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import SettingsRemoteIcon from '@mui/icons-material/SettingsRemote';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventNoteIcon from '@mui/icons-material/EventNote';
import MailIcon from '@mui/icons-material/Mail';
import StorageIcon from '@mui/icons-material/Storage';
import type { ScreenIconName } from '../../domain/screens';

/** The element of each icon name the screen registry (src/domain/screens) can give a menu entry. */
const ICONS: Readonly<Record<ScreenIconName, ReactElement>> = {
  dashboard: <DashboardIcon />,
  school: <SchoolIcon />,
  people: <PeopleIcon />,
  badge: <BadgeIcon />,
  groups: <GroupsIcon />,
  childCare: <ChildCareIcon />,
  homeWork: <HomeWorkIcon />,
  phoneAndroid: <PhoneAndroidIcon />,
  manageAccounts: <ManageAccountsIcon />,
  history: <HistoryIcon />,
  insights: <InsightsIcon />,
  assessment: <AssessmentIcon />,
  eventNote: <EventNoteIcon />,
  settingsRemote: <SettingsRemoteIcon />,
  storage: <StorageIcon />,
  contentCopy: <ContentCopyIcon />,
  mail: <MailIcon />,
  settings: <SettingsIcon />,
};

export function menuIcon(name: ScreenIconName): ReactElement {
  return ICONS[name];
}
