import { LIMITS } from "@domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "./api-fetch";
import { navigateTo } from "./browser-navigation";
import { requestErrorMessage } from "./request-errors";
import { REQUEST_TIMEOUTS_MS, RequestTimeoutError } from "./request-timeout";

vi.mock(import("./browser-navigation"), async (importOriginal) => ({
  ...(await importOriginal()),
  navigateTo: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(navigateTo).mockClear();
});

function respond(status: number, body: string, statusText = "") {
  fetchMock.mockResolvedValueOnce(new Response(status === 204 ? null : body, { status, statusText }));
}

describe("apiFetch", () => {
  it("sends cookies and no content type on a GET", async () => {
    respond(200, JSON.stringify({ oidc: false, builtIn: true, testLogin: true }));
    await expect(apiFetch("/api/auth/methods")).resolves.toEqual({
      oidc: false,
      builtIn: true,
      testLogin: true,
    });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({ method: "GET", credentials: "same-origin", body: undefined });
    expect(init?.headers).not.toHaveProperty("Content-Type");
  });

  it("sends JSON with its content type, and `{}` when a state-changing call has no body", async () => {
    respond(200, "{}");
    await apiFetch("/api/test-login", { method: "POST", body: { userId: "test-citizen" } });
    respond(204, "");
    await expect(apiFetch("/api/user", { method: "DELETE" })).resolves.toBeUndefined();

    const [post, remove] = fetchMock.mock.calls.map(([, init]) => init);
    expect(post).toMatchObject({
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"userId":"test-citizen"}',
    });
    expect(remove).toMatchObject({
      method: "DELETE",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
  });

  it("raises “STATUS: body” and keeps the parsed error and fields", async () => {
    const body = JSON.stringify({ error: "Escribe tu nombre.", fields: { firstName: "Escribe tu nombre." } });
    respond(400, body);
    const error = await apiFetch("/api/auth/sign-up", { method: "POST", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`400: ${body}`);
    expect((error as ApiError).serverMessage).toBe("Escribe tu nombre.");
    expect((error as ApiError).body.fields).toEqual({ firstName: "Escribe tu nombre." });
  });

  it("uses the status text when the body is empty", async () => {
    respond(502, "", "Bad Gateway");
    await expect(apiFetch("/api/auth/methods")).rejects.toThrow("502: Bad Gateway");
  });

  it("treats a 401 as a lost session: toast, then sign-in after the delay", async () => {
    respond(401, JSON.stringify({ error: "Debes iniciar sesión." }));
    await expect(apiFetch("/api/user/data")).rejects.toThrow("401:");
    expect(navigateTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LIMITS.loginRedirectDelayMs);
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith("/api/login");
  });

  it("leaves a 401 to the caller when asked to (wrong password on sign-in)", async () => {
    respond(401, JSON.stringify({ error: "Correo o contraseña incorrectos." }));
    const error = await apiFetch("/api/auth/sign-in", {
      method: "POST",
      body: { email: "a@b.co", password: "x" },
      redirectOnUnauthorized: false,
    }).catch((e: unknown) => e);
    expect((error as ApiError).serverMessage).toBe("Correo o contraseña incorrectos.");
    vi.advanceTimersByTime(LIMITS.loginRedirectDelayMs * 2);
    expect(navigateTo).not.toHaveBeenCalled();
  });
});

describe("apiFetch without an answer", () => {
  it("gives up after its time with the Spanish timeout message, instead of waiting for ever", async () => {
    // A server that never answers: the request ends only when its signal aborts it.
    fetchMock.mockImplementationOnce(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason as Error));
        }),
    );
    const outcome = apiFetch("/api/reports/mine").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUTS_MS.ordinary - 1);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(requestErrorMessage(error, "No se pudo cargar.")).toBe(
      "El servidor no respondió a tiempo. Puede estar ocupado o tu conexión ser lenta. Inténtalo de nuevo.",
    );
  });
});
