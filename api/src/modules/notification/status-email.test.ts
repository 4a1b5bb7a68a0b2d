import { describe, expect, it } from "vitest";
import { notificationEmail, reportSummary, statusEmail } from "./status-email";

const base = {
  reportId: "d0d0d0d0-0000-4000-8000-000000000001",
  firstName: "Lucía",
  radicado: "RIO-2026-000120",
  categoryName: "Vías",
  neighborhood: "altamira",
  fromStatus: "recibido",
  toStatus: "en_gestion",
  note: null,
  publicUpdate: null,
  dueAt: null,
  original: null,
  appUrl: "https://reporta.example",
  now: new Date("2026-12-01T15:00:00Z"),
} as const;

describe("a follower's e-mail (docs/community.md#following)", () => {
  it("tells the new status and the public update, links to the public page, and says how to stop", () => {
    const mail = notificationEmail({ ...base, kind: "followedStatus", publicUpdate: "Cuadrilla el lunes." });
    expect(mail.subject).toBe("El reporte RIO-2026-000120 que sigues ahora está: En gestión");
    expect(mail.text).toContain(
      "El reporte RIO-2026-000120 que sigues (Vías, Altamira) pasó de «Recibido» a «En gestión».",
    );
    expect(mail.text).toContain("Actualización pública: Cuadrilla el lunes.");
    expect(mail.text).toContain(`https://reporta.example/community/reports/${base.reportId}`);
    expect(mail.text).toContain("«Siguiendo»");
  });

  it("never carries a message to the reporter, even if one reached it", () => {
    const mail = notificationEmail({ ...base, kind: "followedStatus", note: "La llamamos al 300 000 0000" });
    expect(mail.text).not.toContain("300 000 0000");
  });

  it("words a public update written on its own", () => {
    const mail = notificationEmail({ ...base, kind: "followedUpdate", publicUpdate: "Llegó el material." });
    expect(mail.subject).toBe("Actualización del reporte RIO-2026-000120 que sigues");
    expect(mail.text).toContain("tiene una actualización de la Alcaldía Local.");
    expect(mail.text).toContain("Actualización pública: Llegó el material.");
  });

  it("names the original of a duplicado and links to it: that is where the follower follows it now", () => {
    const original = { id: "d0d0d0d0-0000-4000-8000-000000000009", radicado: "RIO-2026-000099" };
    const mail = notificationEmail({ ...base, kind: "followedStatus", toStatus: "duplicado", original });
    expect(mail.subject).toBe("El reporte RIO-2026-000120 que sigues es duplicado de RIO-2026-000099");
    expect(mail.text).toContain("Ahora sigues el reporte RIO-2026-000099.");
    expect(mail.text).toContain(`https://reporta.example/community/reports/${original.id}`);
  });
});

describe("the reporter's e-mail of a duplicado (docs/staff.md#duplicates)", () => {
  it("names the original and where to follow it", () => {
    const original = { id: "d0d0d0d0-0000-4000-8000-000000000009", radicado: "RIO-2026-000099" };
    const mail = statusEmail({ ...base, toStatus: "duplicado", original });
    expect(mail.subject).toBe("Tu reporte RIO-2026-000120 ahora está: Duplicado");
    expect(mail.text).toContain(
      `Es el mismo problema que el reporte RIO-2026-000099: ahora lo sigues allí, en https://reporta.example/community/reports/${original.id}`,
    );
  });
});

describe("an alert's summary of a report", () => {
  it("masks personal data before cutting, so a cut number shows none of its digits", () => {
    const description = "Poste caído en la Calle 84 # 57-120, llamar a Rosa al 300 123 4567 o rosa@gmail.com";
    expect(reportSummary(description, 200)).toBe(
      "Poste caído en la Calle 84 # 57-120, llamar a Rosa al ••• ••• •••• o •••@•••",
    );
    expect(reportSummary(description, 58)).toBe("Poste caído en la Calle 84 # 57-120, llamar a Rosa al •••…");
  });
});
