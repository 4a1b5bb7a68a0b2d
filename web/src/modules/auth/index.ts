import { lazyScreen } from "../../ui/lazy-screen";

// Sessions, sign-in and the cédula: the public entry of the auth module.
export { AccessDenied } from "./components/access-denied";
export { CedulaForm } from "./components/cedula-form";
export { DeleteAccountDialog } from "./components/delete-account-dialog";
export { ForgotPasswordForm } from "./components/forgot-password-form";
export { NameForm } from "./components/name-form";
export { ResetPasswordForm } from "./components/reset-password-form";
export { tokenFromHash } from "./hooks/password-reset";
export { SignInForm } from "./components/sign-in-form";
export { SignInRequired } from "./components/sign-in-required";
export { SignUpForm } from "./components/sign-up-form";
export { useAuthMethods } from "./hooks/use-auth-methods";
export { useSession } from "./hooks/use-session";
export { useViewer, type Viewer } from "./hooks/use-viewer";
export { roleLabel, viewerDisplayName, viewerFullName } from "./viewer-names";

/** The signed-in header (menu, bell): its own chunk, fetched once a session is known. */
export const SignedInHeader = lazyScreen(() =>
  import("./components/signed-in-header").then((module) => module.SignedInHeader),
);
