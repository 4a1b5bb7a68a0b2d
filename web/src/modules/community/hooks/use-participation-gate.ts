import { MESSAGES } from "@domain";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { toaster } from "../../../ui/toaster";
import type { ParticipationBlock } from "../community-types";

/**
 * Turns the server's `viewerCan.blockedBy` into the toasts of docs/decisions.md#error-messages: signed out →
 * 'Inicia sesión' with a sign-in that returns here; no cédula → 'Cédula requerida' with the registration
 * screen, which returns here afterwards. Answers whether the action may go ahead.
 */
export function useParticipationGate() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  const explainBlock = useCallback(
    (block: ParticipationBlock | null | undefined) => {
      if (block === "sign_in") {
        toaster.create({
          type: "info",
          title: MESSAGES.signInRequired,
          description: "Para apoyar, comentar o dar like necesitas iniciar sesión.",
          action: {
            label: "Iniciar sesión",
            onClick: () => window.location.assign(`/api/login?returnTo=${encodeURIComponent(here)}`),
          },
        });
      } else {
        toaster.create({
          type: "info",
          title: MESSAGES.cedulaRequired,
          description: "Registra tu cédula para apoyar, comentar y dar like.",
          action: {
            label: "Registrar cédula",
            onClick: () => void navigate(`/register-cedula?returnTo=${encodeURIComponent(here)}`),
          },
        });
      }
    },
    [here, navigate],
  );

  /** True when allowed; otherwise shows why and answers false. */
  const mayProceed = useCallback(
    (allowed: boolean, block: ParticipationBlock | null | undefined) => {
      if (allowed) return true;
      explainBlock(block);
      return false;
    },
    [explainBlock],
  );

  return { mayProceed, explainBlock };
}
