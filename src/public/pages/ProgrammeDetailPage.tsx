import { useParams } from 'react-router-dom';
import { BeingBuilt } from '../common/BeingBuilt';

export default function ProgrammeDetailPage() {
  const { id } = useParams();
  return (
    <BeingBuilt
      title="Programme"
      description={id ? `Details of programme ${id}.` : undefined}
      backTo="/programmes"
      backLabel="Back to programmes"
    />
  );
}
