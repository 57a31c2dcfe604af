import type { RaRecord } from 'react-admin';
import { COMMUNITY_TABS, communitySchema } from '../../../domain/records';
import { placeLine } from '../../common/form/placeNames';
import { RecordEdit } from '../../common/form/RecordEdit';
import { RecordTabbedForm, type RecordTab } from '../../common/form/RecordTabbedForm';
import { useBackOnePage } from '../../common/form/useBackOnePage';
import { CommunityEducationalProfileTab, CommunityIdentificationTab } from './CommunityTabs';

const TABS: RecordTab[] = [
  { label: COMMUNITY_TABS[0], Body: CommunityIdentificationTab },
  { label: COMMUNITY_TABS[1], Body: CommunityEducationalProfileTab },
];

const communityName = (record: RaRecord | undefined) => (typeof record?.name === 'string' && record.name.trim() !== '' ? record.name : 'Community');

/** /admin/community/edit/:id — edit a community (spec 02 §2.4). */
export function CommunityEdit() {
  const back = useBackOnePage('/admin/community');
  return (
    <RecordEdit
      resource="community"
      backTo="/admin/community"
      backLabel="Back to Community"
      loadingText="Loading community data..."
      failedText="This community could not be loaded."
      title={(record) => `Edit ${communityName(record)}`}
      subtitle={(record) => placeLine(record?.state, record?.lga)}
      messages={{ saved: 'Community updated successfully', failed: 'Failed to update community' }}
      afterSave={back}
    >
      <RecordTabbedForm schema={communitySchema} tabs={TABS} />
    </RecordEdit>
  );
}
