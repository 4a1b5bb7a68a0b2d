import { Center, Spinner } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { LandingPage } from "./routes/landing-page";
import { NotFoundPage } from "./routes/not-found-page";

// Each screen is its own chunk; the landing page is in the entry chunk because it is the first paint.
const NewReportPage = lazy(() =>
  import("./routes/new-report-page").then((module) => ({ default: module.NewReportPage })),
);
const MyReportsPage = lazy(() =>
  import("./routes/my-reports-page").then((module) => ({ default: module.MyReportsPage })),
);
const StatisticsPage = lazy(() =>
  import("./routes/statistics-page").then((module) => ({ default: module.StatisticsPage })),
);
const AdminPage = lazy(() => import("./routes/admin-page").then((module) => ({ default: module.AdminPage })));
const NeighborhoodReportsPage = lazy(() =>
  import("./routes/neighborhood-reports-page").then((module) => ({
    default: module.NeighborhoodReportsPage,
  })),
);
const CategoryReportsPage = lazy(() =>
  import("./routes/category-reports-page").then((module) => ({ default: module.CategoryReportsPage })),
);
const AllReportsPage = lazy(() =>
  import("./routes/all-reports-page").then((module) => ({ default: module.AllReportsPage })),
);
const CommunityReportsPage = lazy(() =>
  import("./routes/community-reports-page").then((module) => ({ default: module.CommunityReportsPage })),
);
const CommunityReportDetailPage = lazy(() =>
  import("./routes/community-report-detail-page").then((module) => ({
    default: module.CommunityReportDetailPage,
  })),
);
const RegisterCedulaPage = lazy(() =>
  import("./routes/register-cedula-page").then((module) => ({ default: module.RegisterCedulaPage })),
);
const TestLoginPage = lazy(() =>
  import("./routes/test-login-page").then((module) => ({ default: module.TestLoginPage })),
);

/** Every route of SPEC.md §2. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/nuevo-reporte" element={<NewReportPage />} />
        <Route path="/mis-reportes" element={<MyReportsPage />} />
        <Route path="/estadisticas" element={<StatisticsPage />} />
        <Route path="/admin" element={<AdminPage />} />
        <Route path="/barrio/:neighborhood" element={<NeighborhoodReportsPage />} />
        <Route path="/categoria/:categoryId" element={<CategoryReportsPage />} />
        <Route path="/reportes/:filter?" element={<AllReportsPage />} />
        <Route path="/community/reports" element={<CommunityReportsPage />} />
        <Route path="/community/reports/:id" element={<CommunityReportDetailPage />} />
        <Route path="/register-cedula" element={<RegisterCedulaPage />} />
        <Route path="/test-login" element={<TestLoginPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

function PageLoading() {
  return (
    <Center minH="60vh" role="status" aria-label="Cargando">
      <Spinner size="lg" color="teal.600" />
    </Center>
  );
}
