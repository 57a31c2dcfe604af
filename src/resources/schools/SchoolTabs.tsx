/** The school's fields in the seven groups of its edit screen (SCHOOL_TABS), one tab each, read-only. */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'react-admin';
import { SCHOOL_TABS } from '../../domain/records';
import { FieldList } from '../common/FieldList';
import { tabKey } from '../common/form/tabKey';

const TABS = SCHOOL_TABS.map((tab, index) => ({ key: tabKey(tab.label), fields: Object.keys(tab.fields), id: `school-tab-${index}` }));

export function SchoolTabs() {
  const [current, setCurrent] = useState(0);
  const translate = useTranslate();
  return (
    <Paper variant="outlined">
      <Tabs
        value={current}
        onChange={(_event, value: number) => setCurrent(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={translate('resources.schools.show.details')}
      >
        {TABS.map((tab, index) => (
          <Tab key={tab.id} label={translate(`resources.schools.tabs.${tab.key}`)} value={index} id={tab.id} aria-controls={`${tab.id}-panel`} />
        ))}
      </Tabs>
      {TABS.map((tab, index) => (
        <Box
          key={tab.id}
          role="tabpanel"
          id={`${tab.id}-panel`}
          aria-labelledby={tab.id}
          hidden={current !== index}
          sx={{ p: { xs: 2, sm: 3 }, borderTop: 1, borderColor: 'divider' }}
        >
          {current === index && <FieldList fields={tab.fields} />}
        </Box>
      ))}
    </Paper>
  );
}
