import { Button, Center, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { Suspense, useState, type ReactNode } from "react";
import { isStaffRole } from "@domain";
import { Route, Routes, useLocation } from "react-router-dom";
import { AccessDenied, SignedInHeader, SignInRequired, useSession } from "./modules/auth";
import { LandingPage } from "./routes/landing-page";
import { NotFoundPage } from "./routes/not-found-page";
import { useOnlineStatus } from "./offline/online-status";
import { servedPrerenderedLanding } from "./prerendered-landing";
import { ChunkErrorBoundary } from "./ui/chunk-error-boundary";
import { ShellHeader, ShellHeaderProvider } from "./ui/page-shell";
import { lazyScreen } from "./ui/lazy-screen";
import { ScrollToTopOnNavigate } from "./ui/navigation-focus";
import { SiteHeader } from "./ui/site-header";

// Each screen is its own chunk; the landing page is in the entry chunk because it is the first paint
// (pre-rendered into index.html at build time).
const HomePage = lazyScreen(() => import("./routes/home-page").then((module) => module.HomePage));
// Sending a report ends on Mis reportes: fetched while the form is filled in.
const NewReportPage = lazyScreen(
  () => import("./routes/new-report-page").then((module) => module.NewReportPage),
  { prefetch: () => [MyReportsPage] },
);
const MyReportsPage = lazyScreen(() =>
  import("./routes/my-reports-page").then((module) => module.MyReportsPage),
);
const StatisticsPage = lazyScreen(() =>
  import("./routes/statistics-page").then((module) => module.StatisticsPage),
);
const TransparencyPage = lazyScreen(() =>
  import("./routes/transparency-page").then((module) => module.TransparencyPage),
);
const InboxPage = lazyScreen(() => import("./routes/inbox-page").then((module) => module.InboxPage));
// The admin panel's screens come in one download (routes/admin-pages.ts).
const loadAdminPages = () => import("./routes/admin-pages");
const AdminDependenciasPage = lazyScreen(() =>
  loadAdminPages().then((module) => module.AdminDependenciasPage),
);
const AdminModerationPage = lazyScreen(() => loadAdminPages().then((module) => module.AdminModerationPage));
const AdminIntegracionesPage = lazyScreen(() =>
  loadAdminPages().then((module) => module.AdminIntegracionesPage),
);
const AdminPage = lazyScreen(() => loadAdminPages().then((module) => module.AdminPage));
const AdminReportPage = lazyScreen(() => loadAdminPages().then((module) => module.AdminReportPage));
const AdminUsersPage = lazyScreen(() => loadAdminPages().then((module) => module.AdminUsersPage));
const AdminSettingsPage = lazyScreen(() => loadAdminPages().then((module) => module.AdminSettingsPage));
const AdminActivityPage = lazyScreen(() => loadAdminPages().then((module) => module.AdminActivityPage));
const NeighborhoodReportsPage = lazyScreen(() =>
  import("./routes/neighborhood-reports-page").then((module) => module.NeighborhoodReportsPage),
);
const CategoryReportsPage = lazyScreen(() =>
  import("./routes/category-reports-page").then((module) => module.CategoryReportsPage),
);
const AllReportsPage = lazyScreen(() =>
  import("./routes/all-reports-page").then((module) => module.AllReportsPage),
);
const FollowingPage = lazyScreen(() =>
  import("./routes/following-page").then((module) => module.FollowingPage),
);
const MyDataPage = lazyScreen(() => import("./routes/my-data-page").then((module) => module.MyDataPage));
const AlertsPage = lazyScreen(() => import("./routes/alerts-page").then((module) => module.AlertsPage));
const ResolutionCheckPage = lazyScreen(() =>
  import("./routes/resolution-check-page").then((module) => module.ResolutionCheckPage),
);
const CommunityReportsPage = lazyScreen(() =>
  import("./routes/community-reports-page").then((module) => module.CommunityReportsPage),
);
const CommunityReportDetailPage = lazyScreen(() =>
  import("./routes/community-report-detail-page").then((module) => module.CommunityReportDetailPage),
);
const RegisterCedulaPage = lazyScreen(() =>
  import("./routes/register-cedula-page").then((module) => module.RegisterCedulaPage),
);
const TestLoginPage = lazyScreen(() =>
  import("./routes/test-login-page").then((module) => module.TestLoginPage),
);
// The sign-in screen and the two password-reset screens come in one download: one import here keeps
// the first download smaller (docs/decisions.md#first-download), and sign-in leads to the others.
const loadAccountPages = () => import("./routes/account-pages");
const SignInPage = lazyScreen(() => loadAccountPages().then((module) => module.SignInPage));
const ForgotPasswordPage = lazyScreen(() => loadAccountPages().then((module) => module.ForgotPasswordPage));
const ResetPasswordPage = lazyScreen(() => loadAccountPages().then((module) => module.ResetPasswordPage));
const AccountDeletedPage = lazyScreen(() => loadAccountPages().then((module) => module.AccountDeletedPage));
const PrivacyNoticePage = lazyScreen(() =>
  import("./routes/privacy-notice-page").then((module) => module.PrivacyNoticePage),
);

/**
 * Every route of docs/decisions.md#routes. Signed-in-only screens render only for a signed-in viewer; a
 * signed-out visit gets the sign-in toast and redirect instead
 * (docs/decisions.md#signed-out-visitors-and-wrong-roles). Public screens and the header do not wait for the
 * session check; `/` shows the landing page at once when the server pre-rendered it, i.e.
 * when the browser sent no session cookie (`prerendered-landing.ts`).
 */
export function AppRoutes() {
  const { viewer, loading, error, refetch } = useSession();
  const { pathname } = useLocation();
  const landingFirst = useState(servedPrerenderedLanding)[0];
  const online = useOnlineStatus();

  const sessionPending = loading && !landingFirst;
  // Each part that downloads on its own has its own boundary (docs/decisions.md#lost-connection): a failed
  // header leaves the brand bar, a failed screen its message with the header; neither blanks the page.
  const header = viewer ? (
    <ChunkErrorBoundary resetKey={pathname} fallback={() => <SiteHeader pending />}>
      <Suspense fallback={<SiteHeader pending />}>
        <SignedInHeader viewer={viewer} />
      </Suspense>
    </ChunkErrorBoundary>
  ) : (
    <SiteHeader pending={sessionPending} />
  );
  const waitForSession = (element: ReactNode) => {
    if (viewer) return element;
    if (loading) return <ScreenLoading />;
    if (error) return <SessionCheckFailed onRetry={refetch} />;
    return null;
  };
  const signedIn = (element: ReactNode) => waitForSession(element) ?? <SignInRequired />;
  const adminOnly = (element: ReactNode) =>
    viewer ? viewer.role === "super_admin" ? element : <AccessDenied /> : signedIn(null);
  const staffOnly = (element: ReactNode) =>
    viewer ? isStaffRole(viewer.role) ? element : <AccessDenied /> : signedIn(null);
  const home = viewer ? (
    <HomePage viewer={viewer} />
  ) : // Offline with no kept session, `/` is the landing page that the phone has (docs/offline.md).
  landingFirst || (!loading && (!error || !online)) ? (
    <LandingPage />
  ) : (
    waitForSession(null)
  );

  return (
    <ShellHeaderProvider header={header}>
      <ScrollToTopOnNavigate />
      <ChunkErrorBoundary resetKey={pathname} retryAtOnce>
        <Suspense fallback={<ScreenLoading />}>
          <Routes>
            <Route path="/" element={home} />
            <Route path="/nuevo-reporte" element={signedIn(<NewReportPage />)} />
            <Route path="/mis-reportes" element={signedIn(<MyReportsPage />)} />
            <Route path="/estadisticas" element={signedIn(<StatisticsPage />)} />
            <Route path="/transparencia" element={<TransparencyPage />} />
            <Route path="/bandeja" element={staffOnly(<InboxPage />)} />
            <Route path="/admin" element={adminOnly(<AdminPage />)} />
            <Route path="/admin/dependencias" element={adminOnly(<AdminDependenciasPage />)} />
            <Route path="/admin/integraciones" element={adminOnly(<AdminIntegracionesPage />)} />
            <Route path="/admin/moderacion" element={staffOnly(<AdminModerationPage />)} />
            <Route path="/admin/reporte" element={adminOnly(<AdminReportPage />)} />
            <Route path="/admin/usuarios" element={adminOnly(<AdminUsersPage />)} />
            <Route path="/admin/configuracion" element={adminOnly(<AdminSettingsPage />)} />
            <Route path="/admin/actividad" element={adminOnly(<AdminActivityPage />)} />
            <Route path="/barrio/:neighborhood" element={signedIn(<NeighborhoodReportsPage />)} />
            <Route path="/categoria/:categoryId" element={signedIn(<CategoryReportsPage />)} />
            <Route path="/reportes/:filter?" element={signedIn(<AllReportsPage />)} />
            <Route path="/mis-datos" element={signedIn(<MyDataPage />)} />
            <Route path="/alertas" element={signedIn(<AlertsPage />)} />
            <Route path="/siguiendo" element={signedIn(<FollowingPage />)} />
            <Route path="/quedo-resuelto/:reportId" element={signedIn(<ResolutionCheckPage />)} />
            <Route path="/community/reports" element={<CommunityReportsPage />} />
            <Route path="/community/reports/:id" element={<CommunityReportDetailPage />} />
            <Route path="/register-cedula" element={signedIn(<RegisterCedulaPage />)} />
            <Route path="/test-login" element={<TestLoginPage />} />
            <Route path="/ingresar" element={<SignInPage />} />
            <Route path="/cuenta-eliminada" element={<AccountDeletedPage />} />
            <Route path="/olvide-contrasena" element={<ForgotPasswordPage />} />
            <Route path="/restablecer-contrasena" element={<ResetPasswordPage />} />
            <Route path="/tratamiento-de-datos" element={<PrivacyNoticePage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </ChunkErrorBoundary>
    </ShellHeaderProvider>
  );
}

/** The header at once, and a loading note where the screen will be. */
function ScreenLoading() {
  return (
    <>
      <ShellHeader />
      <Center as="main" minH="60vh" role="status">
        <Stack align="center" gap="3">
          <Spinner size="lg" color="teal.600" aria-hidden="true" />
          <Text color="gray.700">Cargando...</Text>
        </Stack>
      </Center>
    </>
  );
}

/** The session check itself failed (usually the connection): say so instead of guessing "signed out". */
function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <ShellHeader />
      <Center as="main" minH="60vh" px="4">
        <Stack align="center" gap="4" textAlign="center" maxW="md">
          <Heading as="h1" size="lg" color="teal.900">
            No pudimos comprobar tu sesión
          </Heading>
          <Text fontSize="lg" color="gray.800" role="alert">
            Revisa tu conexión a internet e inténtalo de nuevo.
          </Text>
          <Button colorPalette="teal" onClick={onRetry}>
            Reintentar
          </Button>
        </Stack>
      </Center>
    </>
  );
}
