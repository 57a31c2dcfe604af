import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { CollectorDashboard } from './components/CollectorDashboard';
import { CollectorSidebar } from './components/CollectorSidebar';
import { CollectorTabs } from './components/CollectorTabs';
import { CommandCentreHeader } from './components/CommandCentreHeader';
import { NoticeStack } from './components/NoticeStack';
import { QueueCommandDialog } from './components/QueueCommandDialog';
import { ReconciliationReportLink } from './components/ReconciliationReportLink';
import { SelectPrompt } from './components/SelectPrompt';
import { SyncQueuePanel } from './components/SyncQueuePanel';
import { VerificationMenu } from './components/VerificationMenu';
import { useCommandCentre } from './hooks/useCommandCentre';
import { useOpenFromLink } from './hooks/useOpenFromLink';
import type { ExplorerSettings } from './state/types';

/** /admin/command-centre (MANAGE_USERS or READ_USERS): watch and steer online collectors (spec 01 §2.8). */
export function CommandCentrePage() {
  const cc = useCommandCentre();
  const { state, selectedCollector, dashboard } = cc;
  const { setExplorer } = cc;
  useOpenFromLink(cc.open);
  const selectedId = selectedCollector?.id ?? null;
  const onExplorerChange = useCallback(
    (patch: Partial<ExplorerSettings>) => {
      if (selectedId !== null) setExplorer(selectedId, patch);
    },
    [selectedId, setExplorer],
  );
  const online = selectedCollector !== null && cc.collectors.some((collector) => collector.id === selectedCollector.id);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <CommandCentreHeader onlineCount={cc.collectors.length} refreshing={cc.refreshing} connection={cc.connection}>
        <VerificationMenu onVerify={cc.commands.verify} />
      </CommandCentreHeader>
      <NoticeStack notices={state.notices} onDismiss={cc.dismiss} />
      <QueueCommandDialog offer={state.queueOffer} collectors={state.tabs} onQueue={cc.commands.queue} onClose={cc.commands.dismissQueueOffer} />
      <CollectorTabs tabs={state.tabs} active={state.active} onSelect={cc.select} onClose={cc.close} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <CollectorSidebar collectors={cc.collectors} selectedId={cc.selectedId} open={state.sidebarOpen} onToggle={cc.toggleSidebar} onSelect={cc.open} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {selectedCollector && dashboard ? (
            <CollectorDashboard
              collector={selectedCollector}
              connected={online && cc.connection === 'connected'}
              dashboard={dashboard}
              logs={cc.logs}
              queue={cc.queue}
              queueLoading={cc.queueLoading}
              commands={cc.commands}
              canManage={cc.canManage}
              onExplorerChange={onExplorerChange}
            />
          ) : (
            <Stack spacing={2}>
              <SelectPrompt />
              <ReconciliationReportLink />
              <SyncQueuePanel items={cc.queue} loading={cc.queueLoading} />
            </Stack>
          )}
        </Box>
      </Stack>
    </Stack>
  );
}
