import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CollectorUser } from '../../providers/accountsApi';
import type { OpenCollectorState } from '../command-centre/hooks/useOpenFromLink';

/** Opens the collector's tab in the Command Centre, online or not: a command for an offline device can be queued there. */
export function CommandCentreLink() {
  const translate = useTranslate();
  const collector = useRecordContext<CollectorUser>();
  if (!collector) return null;
  const state: OpenCollectorState = { collector: { id: collector.id, fullName: collector.fullName, email: collector.email } };
  return (
    <Button size="small" component={RouterLink} to="/admin/command-centre" state={state} sx={{ textAlign: 'end' }}>
      {translate('reconciliation.open')}
    </Button>
  );
}
