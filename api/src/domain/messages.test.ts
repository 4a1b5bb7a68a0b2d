import { describe, expect, it } from "vitest";
import { rateLimitedMessage } from "./messages";

describe("rateLimitedMessage", () => {
  it("says how long to wait, in the unit a person reads it in", () => {
    expect(rateLimitedMessage(1)).toBe("Demasiados intentos. Inténtalo de nuevo en 1 segundo.");
    expect(rateLimitedMessage(42.2)).toBe("Demasiados intentos. Inténtalo de nuevo en 43 segundos.");
    expect(rateLimitedMessage(60)).toBe("Demasiados intentos. Inténtalo de nuevo en 1 minuto.");
    expect(rateLimitedMessage(61)).toBe("Demasiados intentos. Inténtalo de nuevo en 2 minutos.");
    // The sign-up limit: up to an hour.
    expect(rateLimitedMessage(3600)).toBe("Demasiados intentos. Inténtalo de nuevo en 60 minutos.");
    expect(rateLimitedMessage(2 * 3600)).toBe("Demasiados intentos. Inténtalo de nuevo en 2 horas.");
    // The cédula's changes: a month.
    expect(rateLimitedMessage(30 * 86_400)).toBe("Demasiados intentos. Inténtalo de nuevo en 30 días.");
  });

  it("never says zero", () => {
    expect(rateLimitedMessage(0)).toBe("Demasiados intentos. Inténtalo de nuevo en 1 segundo.");
  });
});
