import { MESSAGES } from "@domain";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { toastFromEffect } from "../../../ui/toaster";

/**
 * Anyone but a super_admin on /admin gets "Acceso denegado" and goes back to /
 * (docs/decisions.md#signed-out-visitors-and-wrong-roles).
 */
export function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    toastFromEffect({
      id: "access-denied",
      type: "error",
      title: MESSAGES.accessDenied,
      description: MESSAGES.accessDeniedDescription,
    });
    void navigate("/", { replace: true });
  }, [navigate]);
  return null;
}
