import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { startOutboxRunner } from "../../../offline/outbox/outbox-runner";
import { toaster } from "../../../ui/toaster";

/**
 * Sends the signed-in citizen's reports waiting on this phone whenever it can, and tells the resident
 * each radicado as it arrives (docs/offline.md#filing-offline). Rendered once, in the signed-in header.
 */
export function OutboxRunner({ ownerId }: { ownerId: string }) {
  const client = useApolloClient();
  useEffect(
    () =>
      startOutboxRunner(ownerId, {
        onSent: (sent) => {
          for (const report of sent) {
            toaster.create({
              type: "success",
              title: "Reporte enviado",
              description: `Tu reporte pendiente llegó. Tu radicado es ${report.radicado}: con él puedes consultarlo.`,
              duration: 15_000,
            });
          }
          // Mis reportes and its totals now include them; the screen asks again, also when it had
          // opened offline and shows its load error.
          client.cache.evict({ id: "ROOT_QUERY", fieldName: "reports" });
          client.cache.evict({ id: "ROOT_QUERY", fieldName: "reportTotals" });
          client.cache.gc();
          void client.refetchQueries({ include: "active" }).catch(() => undefined);
        },
        onSignInNeeded: () =>
          toaster.create({
            id: "reportes-pendientes-sesion",
            type: "warning",
            title: "Tus reportes pendientes esperan",
            description: "Tu sesión terminó: inicia sesión de nuevo con tu cuenta para enviarlos.",
            duration: 15_000,
          }),
      }),
    [ownerId, client],
  );
  return null;
}
