import { MIN_INVITATION_PASSWORD_LENGTH } from '../../domain/constants';

/** The texts of the account pages (spec 01 §2.2-2.5, §5, §8), verbatim. */
export const ACCOUNT_MESSAGES = {
  invalidInvitationLink: 'Invalid invitation link. Please check your email for the correct link.',
  passwordTooShort: `Password must be at least ${MIN_INVITATION_PASSWORD_LENGTH} characters long`,
  passwordsDoNotMatch: 'Passwords do not match',
  invitationAccepted: 'Invitation accepted successfully',
  invitationFailed: 'Failed to accept invitation',
  resetCodeSent: 'If your email exists, you will receive a reset code.',
  resetCodeFailed: 'Failed to send reset code',
  passwordReset: 'Password has been reset successfully.',
  passwordResetFailed: 'Failed to reset password',
  proceedToMobileApp: 'Please proceed to the mobile app to login',
  contactIctUnit: 'Kindly Contact ICT Unit for the mobile App',
} as const;
