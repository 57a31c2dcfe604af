/** The school's fields in the seven groups of its edit screen (SCHOOL_TABS), one tab each, read-only. */
import { useTranslate } from 'react-admin';
import { SCHOOL_TABS } from '../../domain/records';
import { FieldList } from '../common/FieldList';
import { ShowTabs } from '../common/ShowTabs';

const TABS = SCHOOL_TABS.map((tab, index) => ({ labelKey: tab.labelKey, fields: Object.keys(tab.fields), id: `school-tab-${index}` }));

export function SchoolTabs() {
  const translate = useTranslate();
  const tabs = TABS.map((tab) => ({ id: tab.id, label: translate(tab.labelKey), body: () => <FieldList fields={tab.fields} /> }));
  return <ShowTabs tabs={tabs} label={translate('resources.schools.show.details')} />;
}
