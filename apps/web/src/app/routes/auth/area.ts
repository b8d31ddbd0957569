// The sign-in and organisation chunk: one module for the router to import.
export { ApproveInvitationPage } from './approve-invitation-page'
export { AuthLayout } from './layout'
export { OrganizationPage } from './organization-page'
export { ResetPasswordPage } from './reset-password-page'
export { SignInPage } from './sign-in-page'
export { SignUpPage } from './sign-up-page'
export { VerifyEmailPage } from './verify-email-page'
