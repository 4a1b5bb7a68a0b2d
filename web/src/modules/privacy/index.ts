// The data-processing notice's facts, shared by the notice and the account deletion.
export { AccountDeletionFacts } from "./components/account-deletion-facts";
export { DATA_PROTECTION_EMAIL } from "./privacy-notice";
