import { Heading, Text } from "@chakra-ui/react";
import { LIMITS, MESSAGES } from "@domain";
import { AdminActions } from "../modules/admin/components/admin-actions";
import { AdminTiles } from "../modules/admin/components/admin-tiles";
import { useNewReportsLive } from "../modules/admin/hooks/use-new-reports-live";
import { useReportSummary } from "../modules/admin/hooks/use-report-summary";
import { ReportTable } from "../modules/report-tables/components/report-table";
import { useReportTable } from "../modules/report-tables/hooks/use-report-table";
import { PageShell } from "../ui/page-shell";

const RECENT = { filter: {}, sort: "newest", page: 1 };

/** /admin (super_admins): figures, the actions, and the 10 newest reports, new ones arriving live. */
export function AdminPage() {
  const summary = useReportSummary();
  const recent = useReportTable(RECENT, LIMITS.adminRecentReports);
  useNewReportsLive(() => {
    void recent.refetch();
    void summary.refetch();
  });
  return (
    <PageShell title="Panel de administración">
      <AdminTiles summary={summary.data?.reportSummary} />
      <AdminActions />
      <Heading as="h2" size="lg" color="teal.900" mb="3">
        Reportes más recientes
      </Heading>
      {recent.error && !recent.data ? (
        <Text role="alert" color="red.700">
          {MESSAGES.reportsLoadFailed}
        </Text>
      ) : (
        recent.data && (
          <ReportTable reports={recent.data.searchReports.nodes} caption="Reportes más recientes" />
        )
      )}
    </PageShell>
  );
}
