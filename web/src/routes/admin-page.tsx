import { Heading, Text } from "@chakra-ui/react";
import { LIMITS, MESSAGES } from "@domain";
import { AdminActions, AdminTiles, useNewReportsLive, useReportSummary } from "../modules/admin";
import { ReportTable, useReportTable } from "../modules/report-tables";
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
      <AdminTiles summary={summary.data?.reportSummary} linked />
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
