import { BeingBuilt } from '../common/BeingBuilt';

export default function ResetPasswordPage() {
  return <BeingBuilt title="Reset Password" backTo="/login" backLabel="Back to Login" />;
}
