/** Tabs of a read-only page (the school's seven groups, the community's two, the household's three parts); only the current tab's body renders. */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface ShowTab {
  /** The DOM id of the tab; its panel is `${id}-panel`. */
  id: string;
  label: string;
  body: () => ReactNode;
}

export function ShowTabs({ tabs, label }: { tabs: readonly ShowTab[]; label: string }) {
  const [current, setCurrent] = useState(0);
  return (
    <Paper variant="outlined">
      <Tabs value={current} onChange={(_event, value: number) => setCurrent(value)} variant="scrollable" scrollButtons="auto" aria-label={label}>
        {tabs.map((tab, index) => (
          <Tab key={tab.id} label={tab.label} value={index} id={tab.id} aria-controls={`${tab.id}-panel`} />
        ))}
      </Tabs>
      {tabs.map((tab, index) => (
        <Box
          key={tab.id}
          role="tabpanel"
          id={`${tab.id}-panel`}
          aria-labelledby={tab.id}
          hidden={current !== index}
          sx={{ p: { xs: 2, sm: 3 }, borderTop: 1, borderColor: 'divider' }}
        >
          {current === index && tab.body()}
        </Box>
      ))}
    </Paper>
  );
}
