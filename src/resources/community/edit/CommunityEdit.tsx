import type { RaRecord } from 'react-admin';
import { COMMUNITY_TABS, communitySchema } from '../../../domain/records';
import { FormMeta } from '../../common/form/FormMeta';
import { placeLine } from '../../common/form/placeNames';
import { RecordEditPage } from '../../common/form/RecordEditPage';
import { TabbedRecordForm, type RecordTab } from '../../common/form/TabbedRecordForm';
import { COMMUNITY_IDENTIFICATION_FIELDS, CommunityEducationalProfileTab, CommunityIdentificationTab } from './CommunityTabs';
import { COMMUNITY_LABELS } from './labels';

const ALL_FIELDS = Object.keys(communitySchema.shape);
const PROFILE_FIELDS = ALL_FIELDS.filter((name) => !(COMMUNITY_IDENTIFICATION_FIELDS as readonly string[]).includes(name));

/** COMMUNITY_TABS with their fields and bodies. */
const TABS: RecordTab[] = [
  { label: COMMUNITY_TABS[0], fields: COMMUNITY_IDENTIFICATION_FIELDS, Body: CommunityIdentificationTab },
  { label: COMMUNITY_TABS[1], fields: PROFILE_FIELDS, Body: CommunityEducationalProfileTab },
];

const communityName = (record: RaRecord | undefined) => (typeof record?.name === 'string' && record.name.trim() !== '' ? record.name : 'Community');

/** /admin/community/edit/:id — edit a community (spec 02 §2.4). */
export function CommunityEdit() {
  return (
    <FormMeta labels={COMMUNITY_LABELS}>
      <RecordEditPage
        resource="community"
        backTo="/admin/community"
        backLabel="Back to Community"
        loadingText="Loading community data..."
        failedText="This community could not be loaded."
        title={(record) => `Edit ${communityName(record)}`}
        subtitle={(record) => placeLine(record?.state, record?.lga)}
      >
        {(record) => (
          <TabbedRecordForm
            resource="community"
            record={record}
            schema={communitySchema}
            tabs={TABS}
            messages={{ saved: 'Community updated successfully', failed: 'Failed to update community' }}
            fallbackPath="/admin/community"
            name="Edit community"
          />
        )}
      </RecordEditPage>
    </FormMeta>
  );
}
