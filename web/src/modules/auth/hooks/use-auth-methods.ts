import { useEffect, useState } from "react";
import { apiFetch } from "../../../apollo/api-fetch";

/** `GET /api/auth/methods`: which ways of signing in this deployment offers. */
export interface AuthMethods {
  oidc: boolean;
  builtIn: boolean;
  testLogin: boolean;
}

export function useAuthMethods(): { methods: AuthMethods | undefined; loading: boolean; failed: boolean } {
  const [state, setState] = useState<{ methods?: AuthMethods; failed: boolean }>({ failed: false });
  useEffect(() => {
    let active = true;
    apiFetch<AuthMethods>("/api/auth/methods").then(
      (methods) => {
        if (active) setState({ methods, failed: false });
      },
      () => {
        if (active) setState({ failed: true });
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return { methods: state.methods, loading: !state.methods && !state.failed, failed: state.failed };
}
