import type { RaRecord } from 'react-admin';
import { SCHOOL_TABS, schoolSchema } from '../../../domain/records';
import { FormMeta } from '../../common/form/FormMeta';
import { placeLine } from '../../common/form/placeNames';
import { RecordEditPage } from '../../common/form/RecordEditPage';
import { TabbedRecordForm, type RecordTab } from '../../common/form/TabbedRecordForm';
import { SchoolCharacteristicsTab } from './CharacteristicsTab';
import { SchoolFacilitiesTab, SchoolInfrastructureTab } from './ConditionTabs';
import { SchoolIdentificationTab } from './IdentificationTab';
import { SCHOOL_LABELS } from './labels';
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
const TABS: RecordTab[] = SCHOOL_TABS.map((tab, index) => ({ label: tab.label, fields: Object.keys(tab.fields), Body: BODIES[index] }));
const DATE_FIELDS = ['lastMonitoringDate', 'lastSchoolBasedMonitoringDate'];

const schoolName = (record: RaRecord | undefined) => (typeof record?.schoolName === 'string' && record.schoolName.trim() !== '' ? record.schoolName : 'Learning Center');

/** /admin/schools/edit/:id — edit a learning centre (spec 02 §2.3). */
export function SchoolEdit() {
  return (
    <FormMeta labels={SCHOOL_LABELS}>
      <RecordEditPage
        resource="schools"
        backTo="/admin/schools"
        backLabel="Back to Learning Centers"
        loadingText="Loading school data..."
        failedText="This school could not be loaded."
        title={(record) => `Edit ${schoolName(record)}`}
        subtitle={(record) => placeLine(record?.state, record?.lga)}
      >
        {(record) => (
          <TabbedRecordForm
            resource="schools"
            record={record}
            schema={schoolSchema}
            tabs={TABS}
            dateFields={DATE_FIELDS}
            messages={{ saved: 'School updated successfully', failed: 'Failed to update school' }}
            fallbackPath="/admin/schools"
            name="Edit school"
          />
        )}
      </RecordEditPage>
    </FormMeta>
  );
}
