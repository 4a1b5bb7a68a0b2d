import { Alert, Button, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { isEditable, queuedReport, type QueuedReport } from "../../../offline/outbox/outbox-store";
import { outboxChanged } from "../../../offline/outbox/outbox-runner";
import { editLockName } from "../../../offline/outbox/send-outbox";
import { NewReportForm } from "./new-report-form";

type Loaded =
  | { state: "loading" }
  | { state: "ready"; report: QueuedReport }
  | { state: "gone" }
  | { state: "sending" }
  | { state: "failed" };

/**
 * A report waiting on the phone, back on the form to change it (docs/offline.md#filing-offline). While
 * it is open here this tab holds its edit lock, so the outbox does not send the old version meanwhile;
 * the lock goes with the tab if it closes.
 */
export function EditQueuedReport({ ownerId, queuedKey }: { ownerId: string; queuedKey: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });

  useEffect(() => {
    let release: (() => void) | undefined;
    let cancelled = false;
    const load = async () => {
      const report = await queuedReport(ownerId, queuedKey);
      if (cancelled) return;
      if (!report) setLoaded({ state: "gone" });
      else if (!isEditable(report)) setLoaded({ state: "sending" });
      else setLoaded({ state: "ready", report });
    };
    const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
    if (!locks) {
      load().catch(() => setLoaded({ state: "failed" }));
      return () => {
        cancelled = true;
      };
    }
    // A send holds the same lock: the form waits for it, then reads what it left.
    const held = locks
      .request(editLockName(queuedKey), async () => {
        await load();
        await new Promise<void>((resolve) => {
          release = resolve;
          if (cancelled) resolve();
        });
      })
      .catch(() => {
        if (!cancelled) setLoaded({ state: "failed" });
      });
    return () => {
      cancelled = true;
      release?.();
      // Saved or left as it was, it may go once the lock is free: the outbox skipped it meanwhile.
      void held.finally(() => outboxChanged("queued"));
    };
  }, [ownerId, queuedKey]);

  if (loaded.state === "loading") return <Text color="gray.700">Cargando el reporte pendiente...</Text>;
  if (loaded.state === "ready") return <NewReportForm ownerId={ownerId} queued={loaded.report} />;
  const message =
    loaded.state === "sending"
      ? "Este reporte ya se está enviando: ya no se puede cambiar."
      : loaded.state === "gone"
        ? "Este reporte ya no está pendiente en este teléfono: se envió o se eliminó."
        : "No se pudo leer el reporte guardado en este teléfono.";
  return (
    <Alert.Root status="info" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Description flex="1">{message}</Alert.Description>
      <Button asChild size="sm" colorPalette="teal" variant="outline">
        <RouterLink to="/mis-reportes">Ir a Mis reportes</RouterLink>
      </Button>
    </Alert.Root>
  );
}
