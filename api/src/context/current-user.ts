import type { Role } from "../domain";

/** What a request knows about who is calling: loaded from the session on every request. */
export interface CurrentUser {
  id: string;
  role: Role;
  hasCedula: boolean;
  /** The dependencias a funcionario works (docs/staff.md#roles); empty for everyone else. */
  dependencias: readonly string[];
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augmenting Express's own namespace
  namespace Express {
    // Passport puts the deserialised user here.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends CurrentUser {}
  }
}
