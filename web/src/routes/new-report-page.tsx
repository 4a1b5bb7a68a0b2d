import { Alert, Button } from "@chakra-ui/react";
import { MESSAGES } from "@domain";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { SignInRequired, useViewer } from "../modules/auth";
import { EditQueuedReport, NewReportForm } from "../modules/new-report";
import { PageShell } from "../ui/page-shell";

/**
 * The new report form at /nuevo-reporte (docs/decisions.md#new-report-form): citizens file reports; staff are
 * told they cannot. `?pendiente=<key>` opens a report waiting on the phone to change it
 * (docs/offline.md#filing-offline).
 */
export function NewReportPage() {
  const { viewer, loading } = useViewer();
  const [searchParams] = useSearchParams();
  const queuedKey = searchParams.get("pendiente");
  // The app shell renders screens once the session is known; on its own, wait for it too.
  if (loading) return null;
  if (!viewer) return <SignInRequired />;
  return (
    <PageShell title={queuedKey ? "Cambiar reporte pendiente" : "Nuevo reporte"} maxW="4xl">
      {viewer.role === "citizen" ? (
        queuedKey ? (
          <EditQueuedReport key={queuedKey} ownerId={viewer.id} queuedKey={queuedKey} />
        ) : (
          <NewReportForm ownerId={viewer.id} />
        )
      ) : (
        <Alert.Root status="info" flexWrap="wrap" gap="3">
          <Alert.Indicator />
          <Alert.Description flex="1">{MESSAGES.onlyCitizensReport}</Alert.Description>
          <Button asChild size="sm" colorPalette="teal" variant="outline">
            <RouterLink to="/">Volver al inicio</RouterLink>
          </Button>
        </Alert.Root>
      )}
    </PageShell>
  );
}
