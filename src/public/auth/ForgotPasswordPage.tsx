import { BeingBuilt } from '../common/BeingBuilt';

export default function ForgotPasswordPage() {
  return <BeingBuilt title="Forgot Password" backTo="/login" backLabel="Back to Login" />;
}
