/**
 * The row fields the Command Centre's Data Explorer shows for a record (docs/collector-protocol.md
 * §4 "Rows"), from its `data` and `links`. A parent is named by its label in `parents` when
 * given (the form has them), else by its localUUID.
 */
import type { DeviceTable } from '../../domain/protocol';
import type { ParentChoice } from './RecordForm';
import type { ParentTable } from './formSteps';

type Data = Record<string, unknown>;
type Parents = Partial<Record<ParentTable, ParentChoice[]>>;

function parentRef(parents: Parents | undefined, table: ParentTable, localUUID: string | undefined): string | null {
  if (!localUUID) return null;
  return parents?.[table]?.find((choice) => choice.localUUID === localUUID)?.label ?? localUUID;
}

const value = (data: Data, key: string) => data[key] ?? null;
const fullName = (data: Data) => [data.firstName, data.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ') || null;
const place = (data: Data) => ({ state: value(data, 'state'), lga: value(data, 'lga'), ward: value(data, 'ward') });

export function explorerFieldsOf(
  table: DeviceTable,
  data: Record<string, unknown>,
  links?: Record<string, string>,
  parents?: Parents,
): Record<string, unknown> {
  const schoolRef = () => parentRef(parents, 'schools', links?.schoolId);
  switch (table) {
    case 'schools': {
      const { state, lga, ward } = place(data);
      return {
        name: value(data, 'schoolName'),
        reference: value(data, 'reference'),
        lga,
        state,
        ward,
        phone: value(data, 'phoneNumber'),
        email: value(data, 'email'),
      };
    }
    case 'learners':
      return {
        name: fullName(data),
        sex: value(data, 'sex'),
        age: value(data, 'age'),
        currentLevel: value(data, 'currentLevel'),
        currentClass: value(data, 'currentClass'),
        schoolRef: schoolRef(),
      };
    case 'staff':
      return {
        fullName: value(data, 'fullName'),
        sex: value(data, 'sex'),
        role: value(data, 'role'),
        typeOfStaff: value(data, 'typeOfStaff'),
        qualifications: value(data, 'qualifications'),
        schoolRef: schoolRef(),
      };
    case 'households':
      // The household schema has no sex of its head: the explorer's column stays empty.
      return {
        householdHead: value(data, 'householdHead'),
        householdHeadSex: null,
        ...place(data),
        communityRef: parentRef(parents, 'communities', links?.communityId),
      };
    case 'communities':
      return { name: value(data, 'name'), ...place(data) };
    case 'oosChildren':
      return {
        name: fullName(data),
        sex: value(data, 'sex'),
        age: value(data, 'age'),
        reason: value(data, 'reason'),
        householdRef: parentRef(parents, 'households', links?.householdId),
      };
  }
}
