/** The review column and filter of every record list. */
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { REVIEW_STATES } from '../../../domain/recordQuality';
import { FilterSelect, type FilterInputProps } from '../filterInputs';
import { ReviewChip } from './ReviewChip';

export function ReviewStateColumn() {
  return <DataTable.Col source="reviewState" label="review.column" disableSort render={(record: RaRecord) => <ReviewChip state={record.reviewState} />} />;
}

function ReviewStateSelect(props: FilterInputProps) {
  const translate = useTranslate();
  return <FilterSelect {...props} choices={REVIEW_STATES.map((state) => ({ id: state, name: translate(`review.states.${state}`) }))} />;
}

export function reviewStateFilter() {
  return <ReviewStateSelect key="reviewState" source="reviewState" label="review.filter" />;
}
