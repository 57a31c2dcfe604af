/** /admin/audit-logs/{id}/show: one entry with its changes. */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ShowBase, useShowContext } from 'ra-core';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AuditLogEntry } from '../../domain/auditLogs';
import { PageSpinner } from '../../ui/PageSpinner';
import { ChangesView } from './ChangesView';
import { auditActionText, auditResourceText, formatAuditTime, personOf } from './format';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </div>
  );
}

function AuditLogView() {
  const translate = useTranslate();
  const { record, isPending, error } = useShowContext<AuditLogEntry & { id: number }>();
  if (isPending) return <PageSpinner label={translate('auditLogs.loading')} />;
  if (error || !record) return <Typography role="alert">{translate('auditLogs.loadFailed')}</Typography>;
  const action = auditActionText(record.action, translate);
  const resource = auditResourceText(record.resource, translate);
  const heading = `${action} · ${resource}${record.resourceId ? ` #${record.resourceId}` : ''}`;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Title title={heading} />
      <div>
        <Button component={RouterLink} to="/admin/audit-logs" startIcon={<ArrowBackIcon />} size="small">
          {translate('menu.auditLogs')}
        </Button>
      </div>
      <Typography variant="h2" component="h1">
        {heading}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="dl" direction={{ xs: 'column', sm: 'row' }} spacing={3} useFlexGap sx={{ m: 0, flexWrap: 'wrap' }}>
          <Fact label={translate('auditLogs.when')} value={formatAuditTime(record.createdAt)} />
          <Fact label={translate('auditLogs.who')} value={personOf(record.user, translate('auditLogs.noAccount'))} />
          <Fact label={translate('auditLogs.action')} value={action} />
          <Fact label={translate('auditLogs.resource')} value={resource} />
          <Fact label={translate('auditLogs.record')} value={record.resourceId ?? '—'} />
          <Fact label={translate('auditLogs.ip')} value={record.ip ?? '—'} />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          {translate('auditLogs.changes')}
        </Typography>
        <ChangesView resource={record.resource} changes={record.changes} />
      </Paper>
    </Stack>
  );
}

export function AuditLogShow() {
  return (
    <ShowBase resource="audit-logs">
      <AuditLogView />
    </ShowBase>
  );
}
