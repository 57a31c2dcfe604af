/** The device's rows that a new record may link to (a learner's centre, a household's community, a child's household). */
import type { LocalStore } from '../../device/store';
import type { ParentChoice, RecordFormProps } from '../forms/RecordForm';
import { recordLabel } from '../forms/recordLabel';

const PARENT_TABLES = ['schools', 'communities', 'households'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function parentChoices(store: LocalStore): RecordFormProps['parents'] {
  const parents: RecordFormProps['parents'] = {};
  for (const table of PARENT_TABLES) {
    parents[table] = store
      .rows(table)
      .filter((row) => row.reviewState !== 'merged' && row.reviewState !== 'deleted')
      .map((row): ParentChoice => ({
        localUUID: row.localUUID,
        label: recordLabel(table, row.data),
        state: text(row.data.state),
        lga: text(row.data.lga),
        ward: text(row.data.ward),
      }));
  }
  return parents;
}
