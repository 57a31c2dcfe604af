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
import CircleIcon from '@mui/icons-material/Circle';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventNoteIcon from '@mui/icons-material/EventNote';
import MailIcon from '@mui/icons-material/Mail';
import StorageIcon from '@mui/icons-material/Storage';

/** Icons of the menu entries of `MENU_ITEMS` (the entries themselves live in src/domain/navigation). */
const ICONS: Record<string, ReactElement> = {
  '/admin/dashboard': <DashboardIcon />,
  '/admin/schools': <SchoolIcon />,
  '/admin/learners': <PeopleIcon />,
  '/admin/staff': <BadgeIcon />,
  '/admin/community': <GroupsIcon />,
  '/admin/out-of-school': <ChildCareIcon />,
  '/admin/households': <HomeWorkIcon />,
  '/admin/collection-users': <PhoneAndroidIcon />,
  '/admin/user-management': <ManageAccountsIcon />,
  '/admin/audit-logs': <HistoryIcon />,
  '/admin/telemetry': <InsightsIcon />,
  '/admin/performance-report': <AssessmentIcon />,
  '/admin/programmes': <EventNoteIcon />,
  '/admin/command-centre': <SettingsRemoteIcon />,
  '/admin/data-management': <StorageIcon />,
  '/admin/duplicates': <ContentCopyIcon />,
  '/admin/outbox': <MailIcon />,
  '/admin/settings': <SettingsIcon />,
};

export function menuIcon(to: string): ReactElement {
  return ICONS[to] ?? <CircleIcon fontSize="small" />;
}
