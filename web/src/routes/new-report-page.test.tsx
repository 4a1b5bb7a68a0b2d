import type { MockLink } from "@apollo/client/testing";
import { MESSAGES, NEIGHBORHOODS } from "@domain";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PHOTOS_NOT_SENT, PHOTOS_PENDING } from "../modules/new-report/components/new-report-form";
import { DRAFT_STORAGE_KEY, saveDraft } from "../modules/new-report/draft-storage";
import {
  FollowNearbyReportMutation,
  SupportNearbyReportMutation,
} from "../modules/new-report/components/nearby-reports";
import { CreateReportMutation } from "../modules/new-report/hooks/use-create-report";
import { NearbyReportsQuery } from "../modules/new-report/hooks/use-nearby-reports";
import { EMPTY_REPORT_FORM, type CreateReportInputValues } from "../modules/new-report/report-form";
import {
  createPhotoUploader,
  type PhotoUploader,
  type PhotoUploaderEvents,
} from "../modules/new-report/uploader/create-photo-uploader";
import { categoriesMock } from "../test/categories";
import { renderScreen } from "../test/render";
import { adminViewer, citizenViewer } from "../test/viewers";
import { NewReportPage } from "./new-report-page";

// The widget itself (Uppy) is exercised in the browser test; here it is a stand-in the test drives.
vi.mock(import("../modules/new-report/uploader/create-photo-uploader"), () => ({
  createPhotoUploader: vi.fn(),
}));

function fakeUploader() {
  const widget = { open: vi.fn(), forget: vi.fn(), destroy: vi.fn() } satisfies PhotoUploader;
  let events: PhotoUploaderEvents | undefined;
  vi.mocked(createPhotoUploader).mockImplementation((given) => {
    events = given;
    return widget;
  });
  return {
    widget,
    events: () => {
      if (!events) throw new Error("the widget was not opened");
      return events;
    },
  };
}

const photo = (id: string) => ({
  objectPath: `/api/photos/${id}`,
  thumbnailPath: `/api/photos/${id}/thumbnail`,
});

interface CreateCall {
  input: CreateReportInputValues;
  idempotencyKey: string;
}

/** Answers createReport with `results` in turn (the last one repeats) and records what was sent. */
function createReportMock(...results: object[]) {
  const calls: CreateCall[] = [];
  const mock: MockLink.MockedResponse = {
    request: { query: CreateReportMutation, variables: () => true },
    result: (variables) => {
      calls.push(variables as unknown as CreateCall);
      return results[Math.min(calls.length, results.length) - 1]!;
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, calls };
}

const created = {
  data: {
    createReport: {
      __typename: "Report",
      id: "5f0c8a57-1d2e-4c3b-9a8f-0123456789ab",
      radicado: "RIO-2026-000123",
      status: "recibido",
      createdAt: "2026-11-23T15:00:00.000Z",
    },
  },
};

const NEARBY_ID = "7a1d2c3b-4e5f-4a6b-8c7d-0123456789ab";

/** One open report of the barrio, as "¿Ya lo reportaron?" lists it. */
function nearbyItem(viewerCan: { vote: boolean; blockedBy: "sign_in" | "cedula" | null }) {
  return {
    __typename: "NearbyReport",
    distance: "a menos de 250 m",
    report: {
      __typename: "PublicReport",
      id: NEARBY_ID,
      radicado: "RIO-2026-000042",
      category: { __typename: "Category", id: "vias", name: "Vías", icon: "construction" },
      neighborhood: "riomar",
      address: "Calle 84 # 51B-20",
      description: "Hueco grande en toda la esquina.",
      status: "en_gestion",
      photos: [],
      votesCount: 3,
      userVoted: false,
      viewerCan: { __typename: "PublicReportViewerCan", ...viewerCan },
    },
  };
}

/** "¿Ya lo reportaron?" answering `items` to any question, and the questions asked. */
function nearbyMock(items: object[]) {
  const asked: Array<Record<string, unknown>> = [];
  const mock: MockLink.MockedResponse = {
    request: { query: NearbyReportsQuery, variables: () => true },
    result: (variables) => {
      asked.push(variables);
      return { data: { nearbyReports: items } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, asked };
}

function renderPage({ mocks = [] as MockLink.MockedResponse[], viewer = citizenViewer } = {}) {
  renderScreen(
    <Routes>
      <Route path="/nuevo-reporte" element={<NewReportPage />} />
      <Route path="/mis-reportes" element={<h1>Mis reportes</h1>} />
      <Route path="/community/reports/:id" element={<h1>Detalle del reporte</h1>} />
    </Routes>,
    // Nothing nearby unless a test says otherwise.
    { path: "/nuevo-reporte", viewer, mocks: [categoriesMock(), ...mocks, nearbyMock([]).mock] },
  );
}

/** A draft with the category and a place (barrio and address, no pin): enough to ask. */
function draftReadyToAsk() {
  saveDraft(citizenViewer.id, {
    values: { ...EMPTY_REPORT_FORM, categoryId: "vias", neighborhood: "riomar", address: "Calle 84 # 51B" },
    idempotency: null,
  });
}

/** The group is drawn at once; its radios arrive with the categories query, a moment later. */
async function categoriesLoaded(): Promise<HTMLElement> {
  const group = await screen.findByRole("radiogroup", { name: /Categoría del problema/ });
  await within(group).findAllByRole("radio");
  return group;
}

const field = {
  category: (name: string) => screen.getByRole("radio", { name: new RegExp(`^${name}`) }),
  neighborhood: () => screen.getByRole("combobox", { name: /^Barrio/ }),
  severity: () => screen.getByRole("combobox", { name: /^Gravedad/ }),
  address: () => screen.getByRole("combobox", { name: /Dirección específica/ }),
  description: () => screen.getByRole("textbox", { name: /Descripción/ }),
  anonymous: () => screen.getByRole("checkbox", { name: "Enviar de forma anónima" }),
  allowContact: () => screen.getByRole("checkbox", { name: /Permitir que la Alcaldía Local me contacte/ }),
  submit: () => screen.getByRole("button", { name: "Enviar reporte" }),
};

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByText("Vías"));
  await user.selectOptions(field.neighborhood(), "riomar");
  await user.selectOptions(field.severity(), "4");
}

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(createPhotoUploader).mockReset();
});

describe("NewReportPage", () => {
  it("offers the categories as one radio group, the 21 neighbourhoods and the severity labels", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Nuevo reporte" })).toBeInTheDocument();
    const group = await categoriesLoaded();
    expect(within(group).getAllByRole("radio")).toHaveLength(11);
    expect(field.category("Espacio Público")).toHaveAccessibleDescription(/Andenes invadidos/);

    const neighborhoods = within(field.neighborhood()).getAllByRole("option");
    expect(neighborhoods).toHaveLength(NEIGHBORHOODS.length + 1);
    expect(neighborhoods.map((option) => option.textContent)).toContain("Las Tres Ave Marías");
    expect(
      within(field.severity())
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Selecciona qué tan grave es",
      "1 · Leve",
      "2 · Moderado",
      "3 · Importante",
      "4 · Grave",
      "5 · Crítico",
    ]);
    expect(field.address()).toHaveAttribute("placeholder", "Buscar dirección...");
    expect(field.anonymous()).toBeChecked();
    expect(field.allowContact()).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Agregar fotos" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /Ubicación en el mapa/ })).toBeInTheDocument();
  });

  it("allows one category at a time", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByText("Ruido"));
    expect(field.category("Ruido")).toBeChecked();
    await user.click(screen.getByText("Aseo"));
    expect(field.category("Aseo")).toBeChecked();
    expect(field.category("Ruido")).not.toBeChecked();
  });

  it("counts the description's characters as they are typed", async () => {
    const user = userEvent.setup();
    renderPage();
    const description = await screen.findByRole("textbox", { name: /Descripción/ });
    expect(description).toHaveAccessibleDescription(/0 de 250 caracteres/);
    await user.type(description, "Hueco");
    expect(screen.getByText("5/250")).toBeInTheDocument();
    expect(description).toHaveAccessibleDescription(/5 de 250 caracteres/);
  });

  it("names every missing field with the domain's messages before sending anything", async () => {
    const user = userEvent.setup();
    const server = createReportMock(created);
    renderPage({ mocks: [server.mock] });
    await categoriesLoaded();
    await user.click(field.submit());

    expect(await screen.findByText(MESSAGES.categoryRequired)).toBeInTheDocument();
    expect(screen.getByRole("radiogroup", { name: /Categoría/ })).toHaveAccessibleDescription(
      MESSAGES.categoryRequired,
    );
    expect(field.neighborhood()).toHaveAccessibleDescription(MESSAGES.neighborhoodRequired);
    expect(field.severity()).toHaveAccessibleDescription(MESSAGES.severityRequired);
    expect(field.neighborhood()).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Revisa 3 campos antes de enviar: categoría, barrio, gravedad.",
    );
    expect(field.category("Seguridad")).toHaveFocus();
    expect(server.calls).toHaveLength(0);

    await user.selectOptions(field.neighborhood(), "altamira");
    expect(field.neighborhood()).not.toHaveAccessibleDescription(MESSAGES.neighborhoodRequired);
  });

  it("shows the first error where the page scrolls to, above the cards", async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    // jsdom does not scroll: record what the form asks to show.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderPage({ mocks: [createReportMock(created).mock] });
      await categoriesLoaded();
      await user.click(field.submit());
      const group = screen.getByRole("radiogroup", { name: /Categoría/ });
      await within(group).findByText(MESSAGES.categoryRequired);
      expect(scrolled).toContain(group);
      // The error comes before the first card, so it shows with the group's top.
      const error = within(group).getByText(MESSAGES.categoryRequired);
      expect(
        error.compareDocumentPosition(field.category("Seguridad")) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("makes the categories one Tab stop, with the arrows inside", async () => {
    const user = userEvent.setup();
    renderPage({ mocks: [createReportMock(created).mock] });
    await categoriesLoaded();
    const tabbable = () =>
      within(screen.getByRole("radiogroup", { name: /Categoría/ }))
        .getAllByRole("radio")
        .filter((radio) => radio.tabIndex === 0);
    expect(tabbable()).toEqual([field.category("Seguridad")]);
    await user.click(field.category("Vías"));
    expect(tabbable()).toEqual([field.category("Vías")]);
  });

  it("refuses a description over 250 characters and says so under it", async () => {
    const user = userEvent.setup();
    const server = createReportMock(created);
    renderPage({ mocks: [server.mock] });
    await fillRequired(user);
    await user.click(field.description());
    await user.paste("a".repeat(251));
    expect(screen.getByText("251/250")).toBeInTheDocument();
    await user.click(field.submit());
    expect(field.description()).toHaveAccessibleDescription(new RegExp(MESSAGES.descriptionTooLong));
    expect(field.description()).toHaveFocus();
    expect(server.calls).toHaveLength(0);
  });

  it("sends the report with an idempotency key and goes to Mis reportes", async () => {
    const user = userEvent.setup();
    const server = createReportMock(created);
    renderPage({ mocks: [server.mock] });
    await fillRequired(user);
    await user.type(field.description(), "  Hueco en la vía  ");
    await user.click(field.allowContact());
    await user.click(field.submit());

    expect(await screen.findByRole("heading", { level: 1, name: "Mis reportes" })).toBeInTheDocument();
    expect(await screen.findByText("Reporte enviado")).toBeInTheDocument();
    expect(screen.getByText(/Tu radicado es RIO-2026-000123/)).toBeInTheDocument();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.input).toEqual({
      categoryId: "vias",
      neighborhood: "riomar",
      severity: 4,
      address: null,
      description: "Hueco en la vía",
      evidenceUrls: [],
      location: null,
      anonymous: true,
      allowContact: true,
    });
    expect(server.calls[0]!.idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it("keeps everything after a failed submit, and retries with the same key", async () => {
    const user = userEvent.setup();
    const server = createReportMock(
      { errors: [{ message: "Error interno del servidor", extensions: { code: "INTERNAL_SERVER_ERROR" } }] },
      created,
    );
    renderPage({ mocks: [server.mock] });
    await fillRequired(user);
    await user.type(field.description(), "Poste apagado");
    await user.click(field.submit());

    expect(await screen.findByText(MESSAGES.reportSubmitFailed)).toBeInTheDocument();
    expect(field.category("Vías")).toBeChecked();
    expect(field.neighborhood()).toHaveValue("riomar");
    expect(field.severity()).toHaveValue("4");
    expect(field.description()).toHaveValue("Poste apagado");
    expect(field.submit()).toBeEnabled();

    await user.click(field.submit());
    expect(await screen.findByRole("heading", { level: 1, name: "Mis reportes" })).toBeInTheDocument();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.idempotencyKey).toBe(server.calls[0]!.idempotencyKey);
  });

  it("uses a new key once the contents change after a failure", async () => {
    const user = userEvent.setup();
    const server = createReportMock({ errors: [{ message: "Falla" }] });
    renderPage({ mocks: [server.mock] });
    await fillRequired(user);
    await user.click(field.submit());
    await screen.findByText(MESSAGES.reportSubmitFailed);
    await user.selectOptions(field.severity(), "5");
    await user.click(field.submit());
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]!.idempotencyKey).not.toBe(server.calls[0]!.idempotencyKey);
  });

  it("shows the server's per-field messages under each field", async () => {
    const user = userEvent.setup();
    const server = createReportMock({
      errors: [
        {
          message: MESSAGES.photoInvalid,
          extensions: {
            code: "BAD_USER_INPUT",
            fields: { evidenceUrls: MESSAGES.photoInvalid, location: MESSAGES.locationOutOfArea },
          },
        },
      ],
    });
    renderPage({ mocks: [server.mock] });
    await fillRequired(user);
    await user.click(field.submit());

    expect(await screen.findByText(MESSAGES.reportSubmitFailed)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.photoInvalid)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Agregar fotos" })).toHaveAccessibleDescription(
      MESSAGES.photoInvalid,
    );
    expect(screen.getByRole("region", { name: /Ubicación en el mapa/ })).toHaveAccessibleDescription(
      new RegExp(MESSAGES.locationOutOfArea),
    );
    expect(field.category("Vías")).toBeChecked();
  });

  it("restores the resident's draft after a reload, and can start over", async () => {
    const user = userEvent.setup();
    saveDraft(citizenViewer.id, {
      values: {
        ...EMPTY_REPORT_FORM,
        categoryId: "iluminacion",
        neighborhood: "siape",
        severity: "2",
        address: "Calle 84 # 51B",
        description: "Poste apagado",
        photos: [{ objectPath: "/api/photos/p1", thumbnailPath: "/api/photos/p1/thumbnail" }],
        allowContact: true,
      },
      idempotency: { key: "k", fingerprint: "f" },
    });
    renderPage();

    expect(await screen.findByText("Recuperamos el reporte que estabas escribiendo.")).toBeInTheDocument();
    expect(await screen.findByRole("radio", { name: /^Iluminación/ })).toBeChecked();
    expect(field.neighborhood()).toHaveValue("siape");
    expect(field.address()).toHaveValue("Calle 84 # 51B");
    expect(screen.getByRole("img", { name: "Foto 1 del reporte" })).toHaveAttribute(
      "src",
      "/api/photos/p1/thumbnail",
    );
    expect(field.allowContact()).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Empezar de nuevo" }));
    expect(field.neighborhood()).toHaveValue("");
    expect(field.address()).toHaveValue("");
    expect(screen.queryByRole("img", { name: "Foto 1 del reporte" })).not.toBeInTheDocument();
    expect(field.anonymous()).toBeChecked();
  });

  it("does not restore another user's draft", async () => {
    saveDraft("otra-persona", {
      values: { ...EMPTY_REPORT_FORM, address: "Calle privada" },
      idempotency: null,
    });
    renderPage();
    await categoriesLoaded();
    expect(field.address()).toHaveValue("");
  });

  it("picks an address suggestion, which supplies the neighbourhood and the map's pin", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify([
              {
                lat: "11.0224",
                lon: "-74.8156",
                display_name: "Villa Carolina, Barranquilla, Atlántico, Colombia",
                address: { neighbourhood: "Villa Carolina", city: "Barranquilla", state: "Atlántico" },
              },
            ]),
          ),
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole("combobox", { name: /Dirección específica/ }), "Villa");
    const suggestions = await screen.findByRole("listbox", { name: "Sugerencias de dirección" });
    expect(within(suggestions).getByRole("option")).toHaveTextContent("Villa Carolina");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(field.address()).toHaveValue("Villa Carolina, Barranquilla");
    expect(field.neighborhood()).toHaveValue("villa-carolina");
    expect(screen.getByText("Ubicación marcada: 11.02240, -74.81560")).toBeInTheDocument();
  });

  it("adds each processed photo, says so in one counting toast, and sends their paths", async () => {
    const user = userEvent.setup();
    const uploader = fakeUploader();
    const server = createReportMock(created);
    renderPage({ mocks: [server.mock] });
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Agregar fotos" }));
    await vi.waitFor(() => expect(uploader.widget.open).toHaveBeenCalledWith([]));

    act(() => uploader.events().onStatusChange({ waiting: 0, inProgress: 2 }));
    expect(screen.getByText("Subiendo 2 fotos...")).toBeInTheDocument();
    act(() => {
      uploader.events().onPhotoReady(photo("p1"));
      uploader.events().onPhotoReady(photo("p2"));
      uploader.events().onStatusChange({ waiting: 0, inProgress: 0 });
    });
    expect(await screen.findByText(MESSAGES.photoUploaded)).toBeInTheDocument();
    expect(screen.getByText("Tu reporte ya tiene 2 fotos.")).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.photoUploaded)).toHaveLength(1);
    expect(screen.getByRole("img", { name: "Foto 2 del reporte" })).toHaveAttribute(
      "src",
      "/api/photos/p2/thumbnail",
    );

    await user.click(screen.getByRole("button", { name: "Quitar la foto 1" }));
    expect(uploader.widget.forget).toHaveBeenCalledWith(photo("p1"));
    expect(screen.getAllByRole("img", { name: /^Foto \d del reporte$/ })).toHaveLength(1);

    await user.click(field.submit());
    await screen.findByRole("heading", { level: 1, name: "Mis reportes" });
    expect(server.calls[0]!.input.evidenceUrls).toEqual(["/api/photos/p2"]);
  });

  it("says why a photo failed", async () => {
    const user = userEvent.setup();
    const uploader = fakeUploader();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Agregar fotos" }));
    await vi.waitFor(() => expect(uploader.widget.open).toHaveBeenCalled());
    act(() => uploader.events().onPhotoFailed("El archivo no es una foto válida."));
    expect(await screen.findByText(MESSAGES.photoProcessingFailed)).toBeInTheDocument();
    expect(screen.getByText("El archivo no es una foto válida.")).toBeInTheDocument();
  });

  it("waits for photos that are still uploading, or chosen and not sent", async () => {
    const user = userEvent.setup();
    const uploader = fakeUploader();
    const server = createReportMock(created);
    renderPage({ mocks: [server.mock] });
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Agregar fotos" }));
    await vi.waitFor(() => expect(uploader.widget.open).toHaveBeenCalled());

    act(() => uploader.events().onStatusChange({ waiting: 0, inProgress: 1 }));
    await user.click(field.submit());
    expect(screen.getByRole("button", { name: "Agregar fotos" })).toHaveAccessibleDescription(PHOTOS_PENDING);

    act(() => uploader.events().onStatusChange({ waiting: 1, inProgress: 0 }));
    await user.click(field.submit());
    expect(screen.getByRole("button", { name: "Agregar fotos" })).toHaveAccessibleDescription(
      PHOTOS_NOT_SENT,
    );
    expect(server.calls).toHaveLength(0);

    act(() => uploader.events().onStatusChange({ waiting: 0, inProgress: 0 }));
    await user.click(field.submit());
    await screen.findByRole("heading", { level: 1, name: "Mis reportes" });
    expect(server.calls).toHaveLength(1);
  });

  it("tells staff that only citizens file reports", async () => {
    renderPage({ viewer: adminViewer });
    expect(await screen.findByText(MESSAGES.onlyCitizensReport)).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Nuevo reporte" })).not.toBeInTheDocument();
  });

  describe("¿Ya lo reportaron?", () => {
    it("asks once the category and a place are known; No, es otro hides the list and goes on to Gravedad", async () => {
      const user = userEvent.setup();
      const nearby = nearbyMock([nearbyItem({ vote: true, blockedBy: null })]);
      draftReadyToAsk();
      renderPage({ mocks: [nearby.mock] });
      const list = await screen.findByRole("region", { name: "¿Ya lo reportaron?" }, { timeout: 5000 });
      expect(nearby.asked).toEqual([
        { categoryId: "vias", neighborhood: "riomar", lat: null, lng: null, text: "Calle 84 # 51B" },
      ]);
      const item = within(list).getByRole("listitem");
      expect(item).toHaveTextContent("Vías · RIO-2026-000042");
      expect(item).toHaveTextContent("A menos de 250 m · Riomar · 3 apoyos");
      expect(item).toHaveTextContent("Hueco grande en toda la esquina.");

      await user.click(within(list).getByRole("button", { name: "No, es otro" }));
      expect(screen.queryByRole("region", { name: "¿Ya lo reportaron?" })).not.toBeInTheDocument();
      expect(field.severity()).toHaveFocus();
      expect(field.address()).toHaveValue("Calle 84 # 51B");
    });

    it("Es este supports the report and opens it instead of filing, keeping the draft", async () => {
      const user = userEvent.setup();
      const supported: unknown[] = [];
      const support: MockLink.MockedResponse = {
        request: { query: SupportNearbyReportMutation, variables: { reportId: NEARBY_ID } },
        result: () => {
          supported.push(NEARBY_ID);
          return {
            data: {
              toggleVote: {
                __typename: "PublicReport",
                id: NEARBY_ID,
                votesCount: 4,
                userVoted: true,
                viewerFollows: true,
              },
            },
          };
        },
      };
      draftReadyToAsk();
      renderPage({ mocks: [nearbyMock([nearbyItem({ vote: true, blockedBy: null })]).mock, support] });
      const list = await screen.findByRole("region", { name: "¿Ya lo reportaron?" }, { timeout: 5000 });
      const choose = within(list).getByRole("button", { name: "Es este" });
      expect(choose).toHaveAccessibleDescription("Vías · RIO-2026-000042");
      await user.click(choose);
      expect(
        await screen.findByRole("heading", { level: 1, name: "Detalle del reporte" }),
      ).toBeInTheDocument();
      expect(supported).toEqual([NEARBY_ID]);
      expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toContain("Calle 84 # 51B");
    });

    it("has a resident without a cédula follow the report, and offers the cédula step to support it", async () => {
      const user = userEvent.setup();
      const followed: unknown[] = [];
      const follow: MockLink.MockedResponse = {
        request: { query: FollowNearbyReportMutation, variables: { reportId: NEARBY_ID } },
        result: () => {
          followed.push(NEARBY_ID);
          return {
            data: { followReport: { __typename: "PublicReport", id: NEARBY_ID, viewerFollows: true } },
          };
        },
      };
      draftReadyToAsk();
      renderPage({ mocks: [nearbyMock([nearbyItem({ vote: false, blockedBy: "cedula" })]).mock, follow] });
      const list = await screen.findByRole("region", { name: "¿Ya lo reportaron?" }, { timeout: 5000 });
      await user.click(within(list).getByRole("button", { name: "Es este" }));
      expect(await within(list).findByText(/Ahora sigues este reporte/)).toBeInTheDocument();
      expect(followed).toEqual([NEARBY_ID]);
      expect(within(list).getByRole("link", { name: "Registrar cédula" })).toHaveAttribute(
        "href",
        "/register-cedula?returnTo=%2Fnuevo-reporte",
      );
      expect(within(list).getByText(/Tu reporte en borrador queda guardado/)).toBeInTheDocument();
      expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toContain("Calle 84 # 51B");
    });
  });
});
