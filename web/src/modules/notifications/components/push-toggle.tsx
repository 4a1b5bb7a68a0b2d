import { Button, HStack, Text } from "@chakra-ui/react";
import { BellOff, BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import { requestErrorMessage } from "../../../apollo/request-errors";
import { toaster } from "../../../ui/toaster";
import {
  disablePush,
  enablePush,
  pushState,
  PushRefusedError,
  PushUnavailableError,
  type PushState,
} from "../push/web-push";

/**
 * "Avisos en este teléfono" (docs/push.md#in-the-browser): opt-in Web Push for the signed-in resident,
 * in the bell and on /alertas. Says plainly when the browser cannot, or the resident blocked it.
 */
export function PushToggle({ ownerId }: { ownerId: string }) {
  const [state, setState] = useState<PushState | "loading">("loading");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    pushState(ownerId).then(
      (next) => current && setState(next),
      () => current && setState("off"),
    );
    return () => {
      current = false;
    };
  }, [ownerId]);

  if (state === "loading" || state === "unsupported") return null;

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) await enablePush(ownerId);
      else await disablePush();
      setState(await pushState(ownerId));
      toaster.create({
        type: on ? "success" : "info",
        title: on ? "Avisos activados en este teléfono" : "Avisos desactivados en este teléfono",
      });
    } catch (error) {
      setState(await pushState(ownerId).catch(() => "off" as const));
      toaster.create({
        type: "error",
        title: on ? "No se pudieron activar los avisos" : "No se pudieron desactivar los avisos",
        description:
          error instanceof PushRefusedError || error instanceof PushUnavailableError
            ? error.message
            : requestErrorMessage(error, "El navegador no pudo suscribirse. Inténtalo de nuevo más tarde."),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <HStack gap="3" wrap="wrap" justify="space-between">
      <Text fontSize="sm" color="gray.700" flex="1" minW="40">
        {state === "on"
          ? "Avisos activados en este teléfono: te llegan aunque la app esté cerrada."
          : state === "blocked"
            ? "El navegador tiene bloqueadas las notificaciones de Reporta Riomar; puedes permitirlas en sus ajustes."
            : "Recibe en este teléfono los cambios de tus reportes, de los que sigues y de tus alertas."}
      </Text>
      {state !== "blocked" && (
        <Button
          size="sm"
          variant="outline"
          colorPalette="teal"
          loading={busy}
          onClick={() => void change(state !== "on")}
        >
          {state === "on" ? <BellOff aria-hidden="true" /> : <BellRing aria-hidden="true" />}
          {state === "on" ? "Desactivar avisos" : "Activar avisos"}
        </Button>
      )}
    </HStack>
  );
}
