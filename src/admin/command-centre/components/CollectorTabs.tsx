import { memo, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
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

/** All Collectors plus each opened collector, labels cut to 14 characters, each closable (spec 01 §2.8). */
export const CollectorTabs = memo(function CollectorTabs({ tabs, active, onSelect, onClose }: CollectorTabsProps) {
  const translate = useTranslate();
  const close = (event: MouseEvent, id: number) => {
    event.stopPropagation();
    onClose(id);
  };
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tabs value={active} onChange={(_, value: TabKey) => onSelect(value)} variant="scrollable" scrollButtons="auto" aria-label={translate('commandCentre.tabs.label')}>
        <Tab value="all" label={translate('commandCentre.tabs.all')} />
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            component="div"
            title={tab.fullName}
            data-testid={`cc-tab-${tab.id}`}
            sx={{ pr: 0.5 }}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                {tabLabel(tab.fullName)}
                <IconButton
                  component="span"
                  size="small"
                  aria-label={translate('commandCentre.tabs.close', { name: tab.fullName })}
                  onClick={(event) => close(event, tab.id)}
                  onMouseDown={(event) => event.stopPropagation()}
                >
                  <CloseIcon fontSize="inherit" />
                </IconButton>
              </Box>
            }
          />
        ))}
      </Tabs>
    </Box>
  );
});
