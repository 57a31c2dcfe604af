import { useTranslate } from 'react-admin';
import { SCHOOL_TABS, schoolSchema } from '../../../domain/records';
import { RecordEdit } from '../../common/form/RecordEdit';
import { RecordTabbedForm, type RecordTab } from '../../common/form/RecordTabbedForm';
import { useBackOnePage } from '../../common/form/useBackOnePage';
import { nameOr, useEditTexts } from '../../common/form/useEditTexts';
import { SchoolCharacteristicsTab } from './CharacteristicsTab';
import { SchoolFacilitiesTab, SchoolInfrastructureTab } from './ConditionTabs';
import { SchoolIdentificationTab } from './IdentificationTab';
import { SchoolResourcesTab } from './ResourcesTab';
import { SchoolCommunitySupportTab, SchoolHealthSafetyTab } from './SupportSafetyTabs';

const BODIES = [
  SchoolIdentificationTab,
  SchoolCharacteristicsTab,
  SchoolInfrastructureTab,
  SchoolFacilitiesTab,
  SchoolResourcesTab,
  SchoolCommunitySupportTab,
  SchoolHealthSafetyTab,
];

/** The seven tabs of SCHOOL_TABS, each with its body. */
const TABS: RecordTab[] = SCHOOL_TABS.map((tab, index) => ({ labelKey: tab.labelKey, Body: BODIES[index] }));

/** /admin/schools/edit/:id — edit a learning centre (spec 02 §2.3). */
export function SchoolEdit() {
  const translate = useTranslate();
  const texts = useEditTexts('schools');
  const back = useBackOnePage(texts.backTo);
  return (
    <RecordEdit
      {...texts}
      title={(record) => translate('records.edit.title', { name: nameOr(record?.schoolName, translate('resources.schools.edit.untitled')) })}
      dateFields={['lastMonitoringDate', 'lastSchoolBasedMonitoringDate']}
      afterSave={back}
    >
      <RecordTabbedForm schema={schoolSchema} tabs={TABS} />
    </RecordEdit>
  );
}
