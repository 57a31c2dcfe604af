import { useTranslate } from 'react-admin';
import { RecordEdit } from '../../common/form/RecordEdit';
import { nameOr, useEditTexts } from '../../common/form/useEditTexts';
import { joinNames } from '../../common/RecordName';
import { ChildForm } from './ChildForm';
import { childBody } from './childBody';

/** /admin/out-of-school/:id — edit an out-of-school child (spec 02 §2.1); the header shows the child's name. */
export function OutOfSchoolEdit() {
  const translate = useTranslate();
  const texts = useEditTexts('outOfSchoolChildren');
  return (
    <RecordEdit
      {...texts}
      title={(record) => nameOr(joinNames(record?.firstName, record?.lastName), translate('resources.out-of-school.edit.untitled'))}
      dateFields={['dateOfBirth']}
      transform={(values, record) => childBody(values, record?.id ?? '')}
    >
      <ChildForm />
    </RecordEdit>
  );
}
