/** Starts a duplicate check of the records the user may resolve, follows its progress and refreshes the list when it is done. */
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import FindReplaceIcon from '@mui/icons-material/FindReplace';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { hasAnyPermission } from '../../domain/permissions';
import { DUPLICATE_RECORD_TYPES } from '../../domain/recordQuality';
import { RECORD_PERMISSIONS } from '../../domain/records/permissions';
import type { DuplicateCheckJob } from '../../domain/api/duplicates';
import { duplicatesApi } from '../../providers/duplicatesApi';
import { useSession } from '../../providers/useSession';

const POLL_MS = 1500;

export function CheckButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { user } = useSession();
  const [job, setJob] = useState<DuplicateCheckJob | null>(null);
  const running = job?.status === 'running';

  useEffect(() => {
    if (!job || job.status !== 'running') return undefined;
    const timer = setTimeout(() => {
      duplicatesApi.checkStatus(job.id).then(
        (next) => {
          setJob(next);
          if (next.status === 'done') {
            notify(translate('duplicates.checkDone', { checked: next.checked }), { type: 'success' });
            refresh();
          } else if (next.status === 'failed') notify(translate('duplicates.checkFailed'), { type: 'error' });
        },
        () => setJob(null),
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, notify, refresh, translate]);

  if (!DUPLICATE_RECORD_TYPES.some((type) => hasAnyPermission(user, RECORD_PERMISSIONS[type].write))) return null;
  const start = async () => {
    try {
      setJob(await duplicatesApi.check({}));
      notify(translate('duplicates.checkStarted'), { type: 'info' });
    } catch {
      notify(translate('duplicates.checkFailed'), { type: 'error' });
    }
  };
  return (
    <Button size="small" startIcon={<FindReplaceIcon />} onClick={() => void start()} disabled={running}>
      {running && job ? `${translate('duplicates.check')} (${job.checked}/${job.total})` : translate('duplicates.check')}
    </Button>
  );
}
