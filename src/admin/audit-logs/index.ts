/** The audit log (docs/api-audit.md): the views App.tsx registers for the `audit-logs` resource. */
import HistoryIcon from '@mui/icons-material/History';
import { AuditLogList } from './AuditLogList';
import { AuditLogShow } from './AuditLogShow';

const auditLogs = {
  list: AuditLogList,
  show: AuditLogShow,
  icon: HistoryIcon,
};

export default auditLogs;
