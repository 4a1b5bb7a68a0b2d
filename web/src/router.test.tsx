import { LIMITS, MESSAGES } from "@domain";
import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { navigateTo } from "./apollo/browser-navigation";
import { PRERENDERED_ATTRIBUTE, PRERENDERED_LANDING } from "./prerendered-landing";
import { AppRoutes } from "./router";
import { HomePageQuery } from "./routes/home-page";
import { LandingPageQuery } from "./modules/landing/landing-query";
import { categoriesMock, seededCategories } from "./test/categories";
import { renderScreen } from "./test/render";
import { adminViewer, citizenViewer } from "./test/viewers";

vi.mock(import("./apollo/browser-navigation"), async (importOriginal) => ({
  ...(await importOriginal()),
  navigateTo: vi.fn(),
}));

const homeMock = {
  request: { query: HomePageQuery },
  result: {
    data: {
      publicStatistics: {
        __typename: "PublicStatistics" as const,
        totalReports: 0,
        resolvedReports: 0,
        neighborhoods: 21,
        averageResolutionDays: null,
      },
      weeklyCategoryActivity: [],
    },
  },
};

const landingMock = {
  request: { query: LandingPageQuery },
  result: {
    data: {
      publicStatistics: {
        __typename: "PublicStatistics" as const,
        totalReports: 0,
        resolvedReports: 0,
        neighborhoods: 21,
        averageResolutionDays: null,
      },
      categories: seededCategories,
    },
  },
};

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(navigateTo).mockClear();
});

describe("AppRoutes", () => {
  it.each([
    ["/ruta-que-no-existe", "Página no encontrada"],
    ["/reportes/desconocido", "Página no encontrada"],
    ["/reportes", "Todos los reportes"],
    ["/reportes/resueltos", "Reportes resueltos"],
    ["/barrio/villa-santos", "Reportes de Villa Santos"],
    ["/barrio/Altos%20del%20Lim%C3%B3n", "Reportes de Altos del Limón"],
    ["/barrio/no-existe", "Barrio no encontrado"],
    ["/categoria/arroyos", "Reportes de Arroyos"],
    ["/community/reports", "Reportes comunitarios"],
    ["/mis-datos", "Mis datos"],
  ])("%s shows “%s” to a signed-in citizen", async (path, title) => {
    // Category names come from the API (categories are data staff edit).
    renderScreen(<AppRoutes />, { path, viewer: citizenViewer, mocks: [categoriesMock()] });
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ["/community/reports", "Reportes comunitarios"],
    ["/tratamiento-de-datos", "Tratamiento de datos personales"],
    ["/transparencia", "Transparencia"],
    ["/test-login", "Ingreso de prueba"],
    ["/ruta-que-no-existe", "Página no encontrada"],
  ])("%s shows “%s” to a signed-out visitor", async (path, title) => {
    renderScreen(<AppRoutes />, { path, mocks: [categoriesMock()] });
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
  });

  it("says it is loading while it asks who is signed in, under the header", () => {
    renderScreen(<AppRoutes />, { path: "/" });
    expect(screen.getByRole("status")).toHaveTextContent("Cargando...");
    expect(screen.getByRole("banner")).toBeInTheDocument();
  });

  it.each([
    ["/community/reports", "Reportes comunitarios"],
    ["/tratamiento-de-datos", "Tratamiento de datos personales"],
    ["/ruta-que-no-existe", "Página no encontrada"],
  ])("shows the public screen %s without waiting for the session check", async (path, title) => {
    renderScreen(<AppRoutes />, { path, viewer: "pending" });
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    // The sign-in link is not offered until the session is known: the visitor may be signed in.
    expect(within(screen.getByRole("banner")).queryByRole("link", { name: /Iniciar sesión/ })).toBeNull();
  });

  it("shows the pre-rendered landing page at once, before the session is known", () => {
    const prerendered = document.createElement("div");
    prerendered.id = "root";
    prerendered.setAttribute(PRERENDERED_ATTRIBUTE, PRERENDERED_LANDING);
    document.body.append(prerendered);
    try {
      renderScreen(<AppRoutes />, { path: "/", viewer: "pending", mocks: [landingMock] });
      expect(
        screen.getByRole("heading", { level: 1, name: "Tu barrio mejora cuando lo reportas" }),
      ).toBeInTheDocument();
      expect(within(screen.getByRole("banner")).getByRole("link", { name: /Iniciar sesión/ })).toBeVisible();
    } finally {
      prerendered.remove();
    }
  });

  it.each(["/mis-reportes", "/nuevo-reporte", "/estadisticas", "/reportes/semana", "/mis-datos", "/admin"])(
    "sends a signed-out visitor of %s to sign in, after a toast and a short delay",
    async (path) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      renderScreen(<AppRoutes />, { path });

      // The toast, and a page with its own h1.
      expect(
        await screen.findByRole("heading", { level: 1, name: MESSAGES.signInRequired }),
      ).toBeInTheDocument();
      expect(await screen.findByText("Debes iniciar sesión para ver esta página.")).toBeInTheDocument();

      act(() => {
        vi.advanceTimersByTime(LIMITS.loginRedirectDelayMs - 50);
      });
      expect(navigateTo).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(50);
      });
      expect(navigateTo).toHaveBeenCalledExactlyOnceWith(`/api/login?returnTo=${encodeURIComponent(path)}`);
    },
  );

  it("turns a citizen away from /admin with “Acceso denegado” and goes home", async () => {
    renderScreen(<AppRoutes />, {
      path: "/admin",
      viewer: citizenViewer,
      mocks: [homeMock, categoriesMock()],
    });

    expect(await screen.findByText(MESSAGES.accessDenied)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.accessDeniedDescription)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Bienvenido, Carlos" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Panel de administración" })).not.toBeInTheDocument();
  });

  it("opens /admin for a super_admin", async () => {
    renderScreen(<AppRoutes />, { path: "/admin", viewer: adminViewer });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Panel de administración" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.accessDenied)).not.toBeInTheDocument();
  });

  it("shows the landing page signed out and the home signed in", async () => {
    const { unmount } = renderScreen(<AppRoutes />, { path: "/", mocks: [landingMock] });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Tu barrio mejora cuando lo reportas" }),
    ).toBeInTheDocument();
    unmount();

    renderScreen(<AppRoutes />, { path: "/", viewer: adminViewer, mocks: [homeMock, categoriesMock()] });
    expect(await screen.findByRole("heading", { level: 1, name: "Bienvenido, Ana" })).toBeInTheDocument();
  });
});
