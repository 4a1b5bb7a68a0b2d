export { SignInPage } from "./sign-in-page";
export { ForgotPasswordPage } from "./forgot-password-page";
export { ResetPasswordPage } from "./reset-password-page";
export { AccountDeletedPage } from "./account-deleted-page";
