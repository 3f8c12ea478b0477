/** The answers of the auth routes that more than one use case gives. */
export const MESSAGES = {
  invalidLogin: 'Invalid email or password',
  loggedOut: 'Logged out successfully',
  resetRequested: 'If an account exists for that email, a reset link has been sent.',
  resetDone: 'Password reset successful',
  invalidResetToken: 'Invalid or expired reset token',
  passwordChanged: 'Password updated successfully!',
  profileUpdated: 'Profile updated successfully!',
  currentPasswordWrong: 'Current password is incorrect',
  emailInUse: 'That email address is already in use',
  sessionEnded: 'Session has ended, please sign in again',
} as const;
