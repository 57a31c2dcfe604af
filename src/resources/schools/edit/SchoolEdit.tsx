import type { RaRecord } from 'react-admin';
import { SCHOOL_TABS, schoolSchema } from '../../../domain/records';
import { placeLine } from '../../common/form/placeNames';
import { RecordEdit } from '../../common/form/RecordEdit';
import { RecordTabbedForm, type RecordTab } from '../../common/form/RecordTabbedForm';
import { useBackOnePage } from '../../common/form/useBackOnePage';
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
const TABS: RecordTab[] = SCHOOL_TABS.map((tab, index) => ({ label: tab.label, Body: BODIES[index] }));

const schoolName = (record: RaRecord | undefined) => (typeof record?.schoolName === 'string' && record.schoolName.trim() !== '' ? record.schoolName : 'Learning Center');

/** /admin/schools/edit/:id — edit a learning centre (spec 02 §2.3). */
export function SchoolEdit() {
  const back = useBackOnePage('/admin/schools');
  return (
    <RecordEdit
      resource="schools"
      backTo="/admin/schools"
      backLabel="Back to Learning Centers"
      loadingText="Loading school data..."
      failedText="This school could not be loaded."
      title={(record) => `Edit ${schoolName(record)}`}
      subtitle={(record) => placeLine(record?.state, record?.lga)}
      messages={{ saved: 'School updated successfully', failed: 'Failed to update school' }}
      dateFields={['lastMonitoringDate', 'lastSchoolBasedMonitoringDate']}
      afterSave={back}
    >
      <RecordTabbedForm schema={schoolSchema} tabs={TABS} />
    </RecordEdit>
  );
}
