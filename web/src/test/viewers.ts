import type { Viewer } from "../modules/auth/hooks/use-viewer";

type ViewerFixture = Viewer & { __typename: "Viewer" };

/** The two users of the test sign-in (docs/decisions.md#test-sign-in), as `me` answers them. */
export const citizenViewer: ViewerFixture = {
  __typename: "Viewer",
  id: "test-citizen",
  role: "citizen",
  firstName: "Carlos",
  lastName: "Pérez",
  email: "carlos@example.com",
  profileImageUrl: null,
  hasCedula: false,
  cedulaMasked: null,
};

export const adminViewer: ViewerFixture = {
  __typename: "Viewer",
  id: "test-admin",
  role: "super_admin",
  firstName: "Ana",
  lastName: "Gómez",
  email: "ana@example.com",
  profileImageUrl: null,
  hasCedula: false,
  cedulaMasked: null,
};

export const staffViewer: ViewerFixture = {
  __typename: "Viewer",
  id: "staff-luis",
  role: "staff",
  firstName: "Luis",
  lastName: "Martínez",
  email: "luis@example.com",
  profileImageUrl: null,
  hasCedula: false,
  cedulaMasked: null,
};
