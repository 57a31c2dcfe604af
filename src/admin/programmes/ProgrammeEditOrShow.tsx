import { ProgrammeEdit } from './ProgrammeEdit';
import { ProgrammeShow } from './ProgrammeShow';
import { useCanManageProgrammes } from './useCanManage';

/** Managers edit the programme; readers see it. */
export function ProgrammeEditOrShow() {
  return useCanManageProgrammes() ? <ProgrammeEdit /> : <ProgrammeShow />;
}
