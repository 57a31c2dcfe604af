import { BeingBuilt } from '../common/BeingBuilt';

export default function ProgrammesPage() {
  return <BeingBuilt title="Programmes" />;
}
