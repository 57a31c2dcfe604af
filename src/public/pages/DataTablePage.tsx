import { BeingBuilt } from '../common/BeingBuilt';

export default function DataTablePage() {
  return <BeingBuilt title="Data Table" />;
}
