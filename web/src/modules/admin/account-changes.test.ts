import { describe, expect, it } from "vitest";
import { confirmationText, doneText } from "./account-changes";

describe("Gestionar usuarios' confirmations", () => {
  it("says what deactivating does before doing it, and what was done after", () => {
    const change = { kind: "active", userId: "u1", name: "Ana", active: false } as const;
    expect(confirmationText(change)).toEqual({
      title: "¿Desactivar a Ana?",
      body: expect.stringContaining("No podrá iniciar sesión y se cerrarán sus sesiones.") as string,
      confirm: "Sí, desactivar",
    });
    expect(doneText(change)).toBe("La cuenta de Ana quedó desactivada y se cerraron sus sesiones.");
  });

  it("names the role given and what it allows", () => {
    const change = { kind: "role", userId: "u1", name: "Ana", role: "super_admin" } as const;
    expect(confirmationText(change).title).toBe("¿Hacer super administrador a Ana?");
    expect(confirmationText(change).body).toMatch(/gestionar usuarios/);
    expect(doneText(change)).toBe("Ana ahora es super administrador.");
  });
});
