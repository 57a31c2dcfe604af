/** Every migration in order. A static list: no file-system scanning, so the bundle and tsx agree. */
import type { Migration } from 'kysely';
import * as foundation from './001_foundation';
import * as records from './002_records';
import * as wards from './003_wards';
import * as accounts from './004_accounts';
import * as commandCentre from './005_command_centre';
import * as publicData from './006_public';
import * as auditActions from './007_audit_actions';
import * as deviceLogs from './008_device_logs';
import * as extractionFiles from './009_extraction_files';
import * as pendingImports from './010_pending_imports';
import * as notifications from './011_notifications';
import * as sessionDetails from './012_session_details';
import * as dashboardIndexes from './013_dashboard_indexes';
import * as searchIndexes from './014_search_indexes';
import * as wardsReference from './015_wards_reference';
import * as collectorPresence from './016_collector_presence';
import * as listIndexes from './017_list_indexes';
import * as recordQuality from './018_record_quality';
import * as integrity from './019_integrity';
import * as backups from './020_backups';
import * as dashboardTimeIndexes from './021_dashboard_time_indexes';
import * as collectorDevice from './022_collector_device';
import * as population from './023_population';

export const MIGRATIONS: Record<string, Migration> = {
  '001_foundation': foundation,
  '002_records': records,
  '003_wards': wards,
  '004_accounts': accounts,
  '005_command_centre': commandCentre,
  '006_public': publicData,
  '007_audit_actions': auditActions,
  '008_device_logs': deviceLogs,
  '009_extraction_files': extractionFiles,
  '010_pending_imports': pendingImports,
  '011_notifications': notifications,
  '012_session_details': sessionDetails,
  '013_dashboard_indexes': dashboardIndexes,
  '014_search_indexes': searchIndexes,
  '015_wards_reference': wardsReference,
  '016_collector_presence': collectorPresence,
  '017_list_indexes': listIndexes,
  '018_record_quality': recordQuality,
  '019_integrity': integrity,
  '020_backups': backups,
  '021_dashboard_time_indexes': dashboardTimeIndexes,
  '022_collector_device': collectorDevice,
  '023_population': population,
};
