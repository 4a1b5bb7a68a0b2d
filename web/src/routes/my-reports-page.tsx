import { isStaffRole } from "@domain";
import { useSearchParams } from "react-router-dom";
import { isUnauthenticatedError } from "../apollo/error-link";
import { useViewer } from "../modules/auth";
import {
  loadFailureAdvice,
  MyReportsView,
  statusFromSearch,
  useLoadFailedToast,
  useMyReports,
} from "../modules/my-reports";
import { QueuedReportList } from "../modules/outbox";

/**
 * `/mis-reportes` (docs/decisions.md#my-reports): the filter lives in `?estado=`, so reload and back keep it.
 */
export function MyReportsPage() {
  const { viewer } = useViewer();
  const [searchParams] = useSearchParams();
  const status = statusFromSearch(searchParams);
  const { reports, totals, loading, error, retry, hasMore, loadMore, loadingMore } = useMyReports(status);
  // A lost session already has its own toast and redirect (apollo/error-link).
  useLoadFailedToast(error && !isUnauthenticatedError(error) ? error : undefined, retry);

  return (
    <MyReportsView
      viewerIsStaff={isStaffRole(viewer?.role)}
      status={status}
      reports={reports}
      totals={totals}
      loading={loading}
      failure={error ? loadFailureAdvice(error) : null}
      onRetry={retry}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onLoadMore={() => void loadMore()}
      pending={viewer?.role === "citizen" ? <QueuedReportList ownerId={viewer.id} /> : undefined}
    />
  );
}
