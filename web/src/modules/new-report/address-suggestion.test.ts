import { afterEach, describe, expect, it, vi } from "vitest";
import { REQUEST_TIMEOUTS_MS, RequestTimeoutError } from "../../apollo/request-timeout";
import { isTypedEcho, parseSuggestions, searchAddresses, toAddressSuggestion } from "./address-suggestion";

const nominatim = {
  lat: "11.0187",
  lon: "-74.8143",
  display_name: "Carrera 51B, Riomar, Barranquilla, Atlántico, 080020, Colombia",
  address: {
    road: "Carrera 51B",
    house_number: "84-120",
    neighbourhood: "Riomar",
    suburb: "Localidad Riomar",
    city: "Barranquilla",
    state: "Atlántico",
  },
};

describe("toAddressSuggestion", () => {
  it("puts street and number first, then neighbourhood, city and state", () => {
    expect(toAddressSuggestion(nominatim)).toEqual({
      primary: "Carrera 51B 84-120",
      secondary: "Riomar, Barranquilla, Atlántico",
      text: "Carrera 51B 84-120, Riomar, Barranquilla",
      location: { lat: 11.0187, lng: -74.8143 },
      area: "Riomar",
    });
  });

  it("falls back to the first part of the display name, and to the suburb", () => {
    const suggestion = toAddressSuggestion({
      lat: "11.0224",
      lon: "-74.8156",
      display_name: "Villa Carolina, Barranquilla, Atlántico, Colombia",
      address: { suburb: "Villa Carolina", city: "Barranquilla", state: "Atlántico" },
    });
    expect(suggestion).toMatchObject({
      primary: "Villa Carolina",
      secondary: "Villa Carolina, Barranquilla, Atlántico",
      text: "Villa Carolina, Barranquilla",
      area: "Villa Carolina",
    });
  });

  it("copes with a suggestion without address details", () => {
    expect(
      toAddressSuggestion({ lat: "11", lon: "-74.8", display_name: "Parque Washington, Barranquilla" }),
    ).toMatchObject({ primary: "Parque Washington", secondary: "", text: "Parque Washington" });
  });

  it("refuses coordinates that are not numbers", () => {
    expect(toAddressSuggestion({ ...nominatim, lat: "norte" })).toBeUndefined();
  });
});

describe("parseSuggestions", () => {
  it("keeps the first 5 usable suggestions", () => {
    const many = Array.from({ length: 8 }, (_, index) => ({ ...nominatim, display_name: `Calle ${index}` }));
    const parsed = parseSuggestions([{ nope: true }, { ...nominatim, lon: "x" }, ...many]);
    expect(parsed).toHaveLength(5);
  });

  it("says so when the answer is not a list", () => {
    expect(() => parseSuggestions({ error: "x" })).toThrow(TypeError);
  });
});

describe("searchAddresses", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the API with the text and the neighbourhood, with the session cookie", async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify([nominatim]), { status: 200 })),
    );
    vi.stubGlobal("fetch", fetchMock);
    const found = await searchAddresses("Cra 51B", "riomar");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/geocode/search?q=Cra+51B&neighborhood=riomar");
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: "same-origin" });
    expect(found).toHaveLength(1);
  });

  it("leaves the neighbourhood out when none is chosen, and fails on an error answer", async () => {
    const fetchMock = vi.fn((_url: string) =>
      Promise.resolve(new Response(JSON.stringify({ error: "Demasiadas búsquedas" }), { status: 429 })),
    );
    vi.stubGlobal("fetch", fetchMock);
    await expect(searchAddresses("Villa", "")).rejects.toThrow(/^429: /);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/geocode/search?q=Villa");
  });

  it("gives up when the server does not answer, and still lets a newer keystroke cancel it", async () => {
    vi.useFakeTimers();
    try {
      const hang = (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason as Error));
        });
      vi.stubGlobal("fetch", vi.fn(hang));
      const outcome = searchAddresses("Calle 84", "").catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUTS_MS.ordinary);
      expect(await outcome).toBeInstanceOf(RequestTimeoutError);

      const newer = new AbortController();
      const cancelled = searchAddresses("Calle 8", "", newer.signal).catch((error: unknown) => error);
      newer.abort(new DOMException("una búsqueda más nueva", "AbortError"));
      expect(await cancelled).toMatchObject({ name: "AbortError" });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("isTypedEcho", () => {
  const at = (lat: number, lng: number, primary: string) => ({
    primary,
    secondary: "",
    text: primary,
    location: { lat, lng },
    area: "Riomar",
  });

  it("recognises the typed text placed at the chosen neighbourhood's centre", () => {
    expect(isTypedEcho(at(11.0111, -74.8152, "calle  84 # 51"), "Calle 84 # 51", "riomar")).toBe(true);
  });

  it("does not take a found place for the typed text", () => {
    expect(isTypedEcho(at(11.0111, -74.8152, "Riomar"), "Calle 84", "riomar")).toBe(false);
    expect(isTypedEcho(at(11.02, -74.81, "Calle 84"), "Calle 84", "riomar")).toBe(false);
    expect(isTypedEcho(at(11.0111, -74.8152, "Calle 84"), "Calle 84", "")).toBe(false);
  });
});
