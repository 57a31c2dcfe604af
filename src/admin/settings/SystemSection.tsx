import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/Mail';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { errorMessage } from '../../providers/accountsApi';
import { settingsApi } from '../../providers/settingsApi';
import type { SystemInfo } from '../../domain/api/system';
import { SettingsCard } from './SettingsCard';

function megabytes(bytes: number): string {
  return `${formatNumber(bytes / 1024 / 1024, { maximumFractionDigits: 1 })} MB`;
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }} data-testid={testId}>
        {children}
      </Typography>
    </>
  );
}

function BackupFact({ backup }: { backup: NonNullable<SystemInfo['backup']> | null }) {
  const translate = useTranslate();
  if (!backup) return <>{translate('accountSettings.system.backupNone')}</>;
  const last = backup.lastAt
    ? translate('accountSettings.system.backupLast', {
        at: formatDateTime(new Date(backup.lastAt)),
        size: backup.sizeBytes === null ? '–' : megabytes(backup.sizeBytes),
      })
    : translate('accountSettings.system.backupNone');
  return (
    <>
      {last}
      {backup.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('accountSettings.system.backupFailed', { error: backup.error })}
        </Alert>
      )}
    </>
  );
}

/** For super admins: what runs (version, database, Redis, e-mail), since when, and the outbox. */
export function SystemSection() {
  const translate = useTranslate();
  const system = useQuery({ queryKey: ['settings', 'system'], queryFn: ({ signal }) => settingsApi.system(signal) });
  const info = system.data;
  const onOff = (on: boolean) => translate(on ? 'accountSettings.system.on' : 'accountSettings.system.off');
  const latest = info?.migrations.at(-1);
  return (
    <SettingsCard id="settings-system" title={translate('accountSettings.system.title')} intro={translate('accountSettings.system.intro')}>
      {system.isPending && <Skeleton variant="rounded" height={160} />}
      {system.isError && (
        <Alert severity="error">{translate('accountSettings.loadFailed', { error: errorMessage(system.error, translate('adminCommon.unknownError')) })}</Alert>
      )}
      {info && (
        <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, gap: 1 }}>
          <Fact label={translate('accountSettings.system.version')} testId="system-version">
            {info.version}
          </Fact>
          <Fact label={translate('accountSettings.system.uptime')} testId="system-started">
            {formatDateTime(new Date(info.startedAt))}
          </Fact>
          <Fact label={translate('accountSettings.system.database')} testId="system-database">
            {translate(info.database.kind === 'pglite' ? 'accountSettings.system.pglite' : 'accountSettings.system.postgresql')}
          </Fact>
          <Fact label={translate('accountSettings.system.size')} testId="system-size">
            {info.database.sizeBytes === null ? translate('accountSettings.system.unknownSize') : megabytes(info.database.sizeBytes)}
          </Fact>
          <Fact label={translate('accountSettings.system.redis')} testId="system-redis">
            {info.redisStatus === 'down' ? <Alert severity="warning">{translate('accountSettings.system.redisDown')}</Alert> : onOff(info.redis)}
          </Fact>
          <Fact label={translate('accountSettings.system.mail')} testId="system-mail">
            {info.mailDelivery ? onOff(true) : translate('accountSettings.system.mailOff')}
          </Fact>
          <Fact label={translate('accountSettings.system.backup')} testId="system-backup">
            <BackupFact backup={info.backup ?? null} />
          </Fact>
          <Fact label={translate('accountSettings.system.migrations')} testId="system-migrations">
            {latest ? translate('accountSettings.system.latestMigration', { count: formatNumber(info.migrations.length), name: latest.name }) : formatNumber(0)}
          </Fact>
        </Box>
      )}
      <Button component={RouterLink} to="/admin/outbox" variant="outlined" startIcon={<MailIcon />}>
        {translate('accountSettings.system.openOutbox')}
      </Button>
    </SettingsCard>
  );
}
