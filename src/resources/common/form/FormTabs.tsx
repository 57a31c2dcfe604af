import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface FormTab {
  label: string;
}

export const tabSlug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

interface FormTabsProps {
  tabs: readonly FormTab[];
  value: number;
  onChange: (index: number) => void;
  /** Accessible name of the tab strip. */
  label: string;
  /** Labels of the tabs that hold an invalid field: shown in the error colour. */
  invalid?: ReadonlySet<string>;
}

/** The tab strip of a tabbed edit screen. */
export function FormTabs({ tabs, value, onChange, label, invalid }: FormTabsProps) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tabs value={value} onChange={(_event, index: number) => onChange(index)} variant="scrollable" scrollButtons="auto" aria-label={label}>
        {tabs.map((tab) => {
          const hasErrors = invalid?.has(tab.label) ?? false;
          const slug = tabSlug(tab.label);
          return (
            <Tab
              key={tab.label}
              id={`tab-${slug}`}
              aria-controls={`tabpanel-${slug}`}
              data-testid={`tab-${slug}`}
              sx={hasErrors ? { color: 'error.main' } : undefined}
              label={
                <span>
                  {tab.label}
                  {hasErrors ? <Box component="span" sx={visuallyHidden}> (has errors)</Box> : null}
                </span>
              }
            />
          );
        })}
      </Tabs>
    </Box>
  );
}

/** The panel of the active tab. */
export function FormTabPanel({ label, children }: { label: string; children: ReactNode }) {
  const slug = tabSlug(label);
  return (
    <Box role="tabpanel" id={`tabpanel-${slug}`} aria-labelledby={`tab-${slug}`} data-testid={`tabpanel-${slug}`} sx={{ pt: 2 }}>
      {children}
    </Box>
  );
}
