import { BeingBuilt } from '../common/BeingBuilt';

export default function MapsPage() {
  return <BeingBuilt title="Maps" />;
}
