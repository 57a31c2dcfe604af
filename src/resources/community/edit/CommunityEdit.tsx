import { useTranslate } from 'react-admin';
import { COMMUNITY_TABS, communitySchema } from '../../../domain/records';
import { RecordEdit } from '../../common/form/RecordEdit';
import { RecordTabbedForm, type RecordTab } from '../../common/form/RecordTabbedForm';
import { useBackOnePage } from '../../common/form/useBackOnePage';
import { nameOr, useEditTexts } from '../../common/form/useEditTexts';
import { CommunityEducationalProfileTab, CommunityIdentificationTab } from './CommunityTabs';

const TABS: RecordTab[] = [
  { labelKey: COMMUNITY_TABS[0].labelKey, Body: CommunityIdentificationTab },
  { labelKey: COMMUNITY_TABS[1].labelKey, Body: CommunityEducationalProfileTab },
];

/** /admin/community/edit/:id — edit a community (spec 02 §2.4). */
export function CommunityEdit() {
  const translate = useTranslate();
  const texts = useEditTexts('communities');
  const back = useBackOnePage(texts.backTo);
  return (
    <RecordEdit
      {...texts}
      title={(record) => translate('records.edit.title', { name: nameOr(record?.name, translate('resources.community.edit.untitled')) })}
      afterSave={back}
    >
      <RecordTabbedForm schema={communitySchema} tabs={TABS} />
    </RecordEdit>
  );
}
