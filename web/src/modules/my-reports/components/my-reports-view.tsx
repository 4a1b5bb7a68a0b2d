import { Box, Button, Center, Flex, Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { ReportStatus } from "@domain";
import { FilePlus2 } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { PageShell } from "../../../ui/page-shell";
import { statusName } from "../../report-view";
import type { MyReport, ReportTotalsData } from "../report-types";
import { MyReportCard } from "./my-report-card";
import { NoMatchingReports, NoReports, ReportsLoadFailed, ReportsLoading } from "./report-list-states";
import { StatusFilterNav } from "./status-filter-nav";

export interface MyReportsViewProps {
  viewerIsStaff: boolean;
  status: ReportStatus | null;
  /** Undefined until the first answer arrives (or when it failed). */
  reports: readonly MyReport[] | undefined;
  totals: ReportTotalsData | undefined;
  loading: boolean;
  /** The advice to show when loading failed (see load-error.ts), or null. */
  failure: string | null;
  onRetry: () => void;
  /** Another page of reports follows ("Cargar más"). */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** The reports waiting on this phone to be sent, shown above the list (docs/offline.md#filing-offline). */
  pending?: ReactNode;
}

/**
 * My reports (docs/decisions.md#my-reports): status filter, totals and cards. The API scopes the list (a
 * citizen's own reports, everyone's for staff), so the wording follows the role.
 */
export function MyReportsView({
  viewerIsStaff,
  status,
  reports,
  totals,
  loading,
  failure,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  pending,
}: MyReportsViewProps) {
  const nothingYet = isNothingYet(status, reports, totals);
  return (
    <PageShell title={viewerIsStaff ? "Todos los reportes" : "Mis reportes"} maxW="4xl">
      <Stack gap={{ base: "5", md: "6" }} mt="-2">
        <Flex
          gap="4"
          direction={{ base: "column", sm: "row" }}
          justify="space-between"
          align={{ base: "stretch", sm: "center" }}
        >
          <Text color="gray.700">
            {viewerIsStaff ? (
              <>
                Como parte del equipo de la localidad ves los reportes de todos los ciudadanos. Para cambiar
                su estado, usa el{" "}
                <Link asChild color="teal.700" textDecoration="underline">
                  <RouterLink to="/admin">Panel Admin</RouterLink>
                </Link>
                .
              </>
            ) : (
              "Sigue el estado de los problemas que has reportado."
            )}
          </Text>
          {/* The empty state has its own big button; one is enough. */}
          {!viewerIsStaff && !nothingYet && (
            <Button asChild colorPalette="teal" variant="outline" flexShrink={0} bg="white">
              <RouterLink to="/nuevo-reporte">
                <FilePlus2 aria-hidden="true" /> Hacer un Reporte
              </RouterLink>
            </Button>
          )}
        </Flex>

        {pending}

        <StatusFilterNav selected={status} totals={totals} loading={loading} />

        <Box role="status" aria-live="polite" aria-atomic="true" color="gray.700" fontSize="sm">
          {resultsSummary({ status, reports, totals, loading, hasMore })}
        </Box>

        <ReportList
          viewerIsStaff={viewerIsStaff}
          status={status}
          reports={reports}
          totals={totals}
          loading={loading}
          failure={failure}
          onRetry={onRetry}
        />
        {reports && hasMore && (
          <Center>
            <Button
              colorPalette="teal"
              variant="outline"
              bg="white"
              loading={loadingMore}
              onClick={() => onLoadMore?.()}
            >
              Cargar más
            </Button>
          </Center>
        )}
      </Stack>
    </PageShell>
  );
}

function ReportList({
  viewerIsStaff,
  status,
  reports,
  totals,
  loading,
  failure,
  onRetry,
}: MyReportsViewProps) {
  if (!reports) {
    return failure && !loading ? (
      <ReportsLoadFailed advice={failure} onRetry={onRetry} />
    ) : (
      <ReportsLoading />
    );
  }
  if (isNothingYet(status, reports, totals)) return <NoReports viewerIsStaff={viewerIsStaff} />;
  if (reports.length === 0 && status)
    return <NoMatchingReports status={status} viewerIsStaff={viewerIsStaff} />;
  return (
    <Stack as="ul" listStyleType="none" gap="4">
      {reports.map((report) => (
        <li key={report.id}>
          <MyReportCard report={report} viewerIsStaff={viewerIsStaff} />
        </li>
      ))}
    </Stack>
  );
}

/** No report at all, as opposed to none under the chosen status while others have some. */
function isNothingYet(
  status: ReportStatus | null,
  reports: readonly MyReport[] | undefined,
  totals: ReportTotalsData | undefined,
): boolean {
  return reports?.length === 0 && (status === null || totals?.total === 0);
}

/** Announced politely when the filter or the list changes, or another page arrives. */
function resultsSummary({
  status,
  reports,
  totals,
  loading,
  hasMore,
}: Pick<MyReportsViewProps, "status" | "reports" | "totals" | "loading" | "hasMore">): string {
  // A failure is announced by its toast.
  if (!reports) return loading ? "Cargando reportes..." : "";
  // The list comes a page at a time; the totals say how many there are in all.
  const count = hasMore && totals ? totalFor(status, totals) : reports.length;
  const noun = count === 1 ? "reporte" : "reportes";
  const shown = hasMore ? ` Se muestran los ${reports.length} más recientes.` : "";
  return status
    ? `${count} ${noun} en estado ${statusName(status)}.${shown}`
    : `${count} ${noun} en total.${shown}`;
}

function totalFor(status: ReportStatus | null, totals: ReportTotalsData): number {
  if (status === "recibido") return totals.recibido;
  if (status === "en_gestion") return totals.enGestion;
  if (status === "resuelto") return totals.resuelto;
  return totals.total;
}
