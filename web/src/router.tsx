import { Button, Center, Spinner, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense, type ReactNode } from "react";
import { Route, Routes } from "react-router-dom";
import { AccessDenied } from "./modules/auth/components/access-denied";
import { SignInRequired } from "./modules/auth/components/sign-in-required";
import { SignedInHeader } from "./modules/auth/components/signed-in-header";
import { useViewer } from "./modules/auth/hooks/use-viewer";
import { LandingPage } from "./routes/landing-page";
import { NotFoundPage } from "./routes/not-found-page";
import { ShellHeaderProvider } from "./ui/page-shell";
import { SiteHeader } from "./ui/site-header";

// Each screen is its own chunk; the landing page is in the entry chunk because it is the first paint.
const HomePage = lazy(() => import("./routes/home-page").then((module) => ({ default: module.HomePage })));
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
const MyDataPage = lazy(() =>
  import("./routes/my-data-page").then((module) => ({ default: module.MyDataPage })),
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
const SignInPage = lazy(() =>
  import("./routes/sign-in-page").then((module) => ({ default: module.SignInPage })),
);
const PrivacyNoticePage = lazy(() =>
  import("./routes/privacy-notice-page").then((module) => ({ default: module.PrivacyNoticePage })),
);

/**
 * Every route of SPEC.md §2. Signed-in-only screens render only for a signed-in viewer; a signed-out
 * visit gets the sign-in toast and redirect instead (SPEC.md §6).
 */
export function AppRoutes() {
  const { viewer, loading, error, refetch } = useViewer();

  if (loading) return <PageLoading label="Cargando..." />;
  if (error) return <SessionCheckFailed onRetry={() => void refetch()} />;

  const signedIn = (element: ReactNode) => (viewer ? element : <SignInRequired />);
  const adminOnly = (element: ReactNode) =>
    viewer?.role === "super_admin" ? element : viewer ? <AccessDenied /> : <SignInRequired />;

  return (
    <ShellHeaderProvider header={viewer ? <SignedInHeader viewer={viewer} /> : <SiteHeader />}>
      <Suspense fallback={<PageLoading label="Cargando..." />}>
        <Routes>
          <Route path="/" element={viewer ? <HomePage viewer={viewer} /> : <LandingPage />} />
          <Route path="/nuevo-reporte" element={signedIn(<NewReportPage />)} />
          <Route path="/mis-reportes" element={signedIn(<MyReportsPage />)} />
          <Route path="/estadisticas" element={signedIn(<StatisticsPage />)} />
          <Route path="/admin" element={adminOnly(<AdminPage />)} />
          <Route path="/barrio/:neighborhood" element={signedIn(<NeighborhoodReportsPage />)} />
          <Route path="/categoria/:categoryId" element={signedIn(<CategoryReportsPage />)} />
          <Route path="/reportes/:filter?" element={signedIn(<AllReportsPage />)} />
          <Route path="/mis-datos" element={signedIn(<MyDataPage />)} />
          <Route path="/community/reports" element={<CommunityReportsPage />} />
          <Route path="/community/reports/:id" element={<CommunityReportDetailPage />} />
          <Route path="/register-cedula" element={<RegisterCedulaPage />} />
          <Route path="/test-login" element={<TestLoginPage />} />
          <Route path="/ingresar" element={<SignInPage />} />
          <Route path="/tratamiento-de-datos" element={<PrivacyNoticePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </ShellHeaderProvider>
  );
}

function PageLoading({ label }: { label: string }) {
  return (
    <Center minH="60vh" role="status">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="teal.600" aria-hidden="true" />
        <Text color="gray.700">{label}</Text>
      </Stack>
    </Center>
  );
}

/** The session check itself failed (usually the connection): say so instead of guessing "signed out". */
function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Center as="main" minH="60vh" px="4">
      <Stack align="center" gap="4" textAlign="center" maxW="md">
        <Text fontSize="lg" color="gray.800" role="alert">
          No pudimos comprobar tu sesión. Revisa tu conexión a internet e inténtalo de nuevo.
        </Text>
        <Button colorPalette="teal" onClick={onRetry}>
          Reintentar
        </Button>
      </Stack>
    </Center>
  );
}
