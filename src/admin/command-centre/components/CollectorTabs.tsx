import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import type { OnlineCollector } from '../../../domain/protocol';
import { tabLabel } from '../labels';
import type { TabKey } from '../state/types';

interface CollectorTabsProps {
  tabs: readonly OnlineCollector[];
  active: TabKey;
  onSelect: (tab: TabKey) => void;
  onClose: (id: number) => void;
}

/**
 * All Collectors plus each opened collector, labels cut to 14 characters, each closable (spec 01 §2.8).
 * A tab may not hold a button (axe "nested-interactive"), so, as the WAI-ARIA tabs pattern has it,
 * Delete closes the focused tab; the cross is for the mouse only and hidden from assistive technology.
 */
export const CollectorTabs = memo(function CollectorTabs({ tabs, active, onSelect, onClose }: CollectorTabsProps) {
  const translate = useTranslate();
  const close = (event: MouseEvent, id: number) => {
    event.stopPropagation();
    onClose(id);
  };
  const closeOnDelete = (event: KeyboardEvent, id: number) => {
    if (event.key === 'Delete') onClose(id);
  };
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={active}
        onChange={(_, value: TabKey) => onSelect(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={translate('commandCentre.tabs.label')}
      >
        <Tab value="all" label={translate('commandCentre.tabs.all')} />
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            title={tab.fullName}
            aria-keyshortcuts="Delete"
            onKeyDown={(event) => closeOnDelete(event, tab.id)}
            data-testid={`cc-tab-${tab.id}`}
            sx={{ pr: 1 }}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                {tabLabel(tab.fullName)}
                <Box
                  component="span"
                  aria-hidden
                  title={translate('commandCentre.tabs.close', { name: tab.fullName })}
                  data-testid={`cc-tab-close-${tab.id}`}
                  onClick={(event: MouseEvent) => close(event, tab.id)}
                  onMouseDown={(event: MouseEvent) => event.stopPropagation()}
                  sx={{ display: 'inline-flex', borderRadius: '50%', p: 0.25, '&:hover': { bgcolor: 'action.hover' } }}
                >
                  <CloseIcon fontSize="small" />
                </Box>
              </Box>
            }
          />
        ))}
      </Tabs>
    </Box>
  );
});
