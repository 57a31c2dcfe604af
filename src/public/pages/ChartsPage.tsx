import { BeingBuilt } from '../common/BeingBuilt';

export default function ChartsPage() {
  return <BeingBuilt title="Charts" />;
}
