import { describe, expect, it } from "vitest";
import { auditChangeLines, auditValueText } from "./audit-entry-text";

describe("auditValueText", () => {
  it("names statuses, roles and kinds of text by their Spanish labels", () => {
    expect(auditValueText("status", "en_gestion", "after")).toBe("En gestión");
    expect(auditValueText("role", "super_admin", "after")).toBe("Super administrador");
    expect(auditValueText("kind", "internal_note", "after")).toBe("Nota interna");
    expect(auditValueText("state", "review", "before")).toBe("En revisión");
    expect(auditValueText("reason", "datos_personales", "before")).toBe("Datos personales");
  });

  it("writes a due date as a date and says what happened to a photo instead of its id", () => {
    expect(auditValueText("dueDate", "2026-12-22", "after")).toBe("22 de diciembre de 2026");
    const id = "3f1c7a52-9d0e-4c1b-8f7a-2b6e5d4c3a21";
    expect(auditValueText("afterPhoto", id, "after")).toBe("adjunta");
    expect([auditValueText("photo", id, "before"), auditValueText("photo", id, "after")]).toEqual([
      "original",
      "copia difuminada",
    ]);
  });

  it("writes booleans as sí/no, an absent value as a dash, and free text as written", () => {
    expect(auditValueText("active", "false", "after")).toBe("no");
    expect(auditValueText("isAnswer", "true", "after")).toBe("sí");
    expect(auditValueText("note", null, "before")).toBe("—");
    expect(auditValueText("reason", "Se espera el concepto de la EDUBAR.", "after")).toBe(
      "Se espera el concepto de la EDUBAR.",
    );
  });
});

describe("auditChangeLines", () => {
  it("reads a change as before → after, a value only set as itself, and an answer in words", () => {
    const change = (field: string, before: string | null, after: string | null) => ({ field, before, after });
    expect(
      auditChangeLines([
        change("status", "recibido", "en_gestion"),
        change("publicUpdate", null, "Se cambió la luminaria."),
        change("isAnswer", null, "true"),
        change("firstAnswer", null, "true"),
      ]).map((line) => line.text),
    ).toEqual([
      "Estado: Recibido → En gestión",
      "Actualización pública: Se cambió la luminaria.",
      "Marcada como respuesta al reporte (la primera)",
    ]);
    expect(
      auditChangeLines([change("active", "true", "false"), change("assignee", null, "Luis Vecina")]).map(
        (line) => line.text,
      ),
    ).toEqual(["Activa: sí → no", "Asignado a: — → Luis Vecina"]);
  });

  it("reads a moderation decision: only what changed, no state as «Visible», its flags closed", () => {
    const change = (field: string, before: string | null, after: string | null) => ({ field, before, after });
    // Dismissing the flags of an item that stayed shown.
    expect(
      auditChangeLines([
        change("state", null, null),
        change("reason", null, null),
        change("openFlags", "3", "0"),
      ]).map((line) => line.text),
    ).toEqual(["Marcas abiertas: 3 → 0"]);
    expect(
      auditChangeLines([change("state", "review", null), change("openFlags", "3", "0")]).map(
        (line) => line.text,
      ),
    ).toEqual(["Moderación: En revisión → Visible", "Marcas abiertas: 3 → 0"]);
    expect(auditChangeLines([change("state", null, "hidden")]).map((line) => line.text)).toEqual([
      "Moderación: Visible → Oculto",
    ]);
    // A list that was empty.
    expect(auditChangeLines([change("dependencias", "", "Vías")]).map((line) => line.text)).toEqual([
      "Dependencias: — → Vías",
    ]);
  });
});
