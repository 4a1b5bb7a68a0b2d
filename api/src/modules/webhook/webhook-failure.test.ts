import { describe, expect, it } from "vitest";
import { describeFailure } from "./webhook-delivery.task";

const fetchFailure = (cause: { code?: string; message: string }) =>
  new TypeError("fetch failed", { cause: Object.assign(new Error(cause.message), cause) });

describe("describeFailure", () => {
  it("words a delivery's network error in Spanish and keeps its code for the partner", () => {
    expect(describeFailure(fetchFailure({ code: "ECONNREFUSED", message: "connect ECONNREFUSED" }))).toBe(
      "El receptor rechazó la conexión (ECONNREFUSED)",
    );
    expect(describeFailure(fetchFailure({ message: "bad port" }))).toBe(
      "La URL usa un puerto que no se permite para web (bad port)",
    );
    expect(describeFailure(fetchFailure({ code: "ENOTFOUND", message: "getaddrinfo ENOTFOUND x" }))).toBe(
      "No se encontró el servidor de la URL (ENOTFOUND)",
    );
    expect(
      describeFailure(
        fetchFailure({ code: "DEPTH_ZERO_SELF_SIGNED_CERT", message: "self-signed certificate" }),
      ),
    ).toBe("El certificado TLS del receptor no es válido (DEPTH_ZERO_SELF_SIGNED_CERT)");
    expect(describeFailure(fetchFailure({ code: "EWHATEVER", message: "x" }))).toBe(
      "Error de red (EWHATEVER)",
    );
  });

  it("says how long it waited when the receiver did not answer", () => {
    expect(describeFailure(new DOMException("The operation timed out.", "TimeoutError"))).toBe(
      "Sin respuesta en 10 s",
    );
  });
});
