import { describe, expect, it } from "vitest";
import { dueLabel, dueState, extendedDueAt, isOverdue, shortBogotaDate, termEnd } from "./due-date";
import type { ReportStatus } from "./statuses";

/** Bogotá local time as an instant (UTC−5). */
const bogota = (local: string) => new Date(`${local}-05:00`);

describe("termEnd", () => {
  it.each([
    // Filed on a Friday morning: counting starts Monday 30 Nov; 8 Dec (Inmaculada) does not count.
    ["2026-11-27T10:00:00", "2026-12-21T23:59:59.999"],
    // Filed on a Friday night (already Saturday in UTC): the same Bogotá day, the same term.
    ["2026-11-27T23:30:00", "2026-12-21T23:59:59.999"],
    // Filed on a Saturday: counts from Monday 30 Nov too.
    ["2026-11-28T09:00:00", "2026-12-21T23:59:59.999"],
    // Filed across Semana Santa 2026 (Jueves and Viernes Santo, 2 and 3 April).
    ["2026-03-27T12:00:00", "2026-04-21T23:59:59.999"],
  ])("filed %s → due %s (Bogotá)", (filed, due) => {
    expect(termEnd(bogota(filed)).toISOString()).toBe(bogota(due).toISOString());
  });

  it("extends by 15 more días hábiles after the original due date, across Christmas, New Year and Reyes", () => {
    // 25 Dec and 1 Jan are holidays; Reyes 2027 moves to Monday 11 January.
    expect(extendedDueAt(bogota("2026-12-21T23:59:59.999")).toISOString()).toBe(
      bogota("2027-01-14T23:59:59.999").toISOString(),
    );
  });
});

const open = (dueAt: string, status: ReportStatus = "recibido") => ({
  status,
  dueAt: bogota(dueAt),
  answeredAt: null,
});

describe("dueLabel", () => {
  const due = "2026-12-21T23:59:59.999";
  it.each([
    ["weeks before", open(due), "2026-11-30T08:00:00", "Vence el 21 dic."],
    ["the day before", open(due), "2026-12-20T10:00:00", "Vence el 21 dic."],
    ["on the day, in the morning", open(due), "2026-12-21T08:00:00", "Vence hoy"],
    ["on the day, a minute before midnight", open(due), "2026-12-21T23:59:00", "Vence hoy"],
    ["the next business day", open(due), "2026-12-22T00:00:01", "Vencido hace 1 día hábil"],
    ["three business days later", open(due), "2026-12-24T15:00:00", "Vencido hace 3 días hábiles"],
    // 25 Dec is a holiday: still three.
    ["on Christmas", open(due), "2026-12-25T15:00:00", "Vencido hace 3 días hábiles"],
    [
      "reopened reports run too",
      open(due, "reabierto"),
      "2026-12-23T09:00:00",
      "Vencido hace 2 días hábiles",
    ],
    ["in gestión", open(due, "en_gestion"), "2026-12-01T09:00:00", "Vence el 21 dic."],
    // Due on a Friday, seen on Saturday: expired, but no business day has passed yet.
    ["the weekend after", open("2026-12-18T23:59:59.999"), "2026-12-19T10:00:00", "Vencido el 18 dic."],
    ["due next year", open("2027-01-15T23:59:59.999"), "2026-12-28T10:00:00", "Vence el 15 ene. 2027"],
    [
      "answered, even late",
      { status: "en_gestion", dueAt: bogota(due), answeredAt: bogota("2026-12-23T11:00:00") },
      "2027-01-04T10:00:00",
      "Respondido el 23 dic. 2026",
    ],
    ["resolved without an answer", open(due, "resuelto"), "2026-12-28T10:00:00", null],
    ["duplicado", open(due, "duplicado"), "2026-12-28T10:00:00", null],
    ["trasladado", open(due, "trasladado"), "2026-12-28T10:00:00", null],
  ] as const)("%s", (_, facts, now, label) => {
    expect(dueLabel(facts, bogota(now))).toBe(label);
  });

  it("reads dates sent as text (GraphQL, raw rows)", () => {
    const facts = { status: "recibido" as const, dueAt: bogota(due).toISOString(), answeredAt: null };
    expect(dueLabel(facts, bogota("2026-12-10T10:00:00"))).toBe("Vence el 21 dic.");
  });
});

describe("dueState and isOverdue", () => {
  it("counts the business days left and late", () => {
    expect(dueState(open("2026-12-21T23:59:59.999"), bogota("2026-12-17T10:00:00"))).toMatchObject({
      kind: "running",
      businessDaysLeft: 2,
    });
    expect(isOverdue(open("2026-12-21T23:59:59.999"), bogota("2026-12-21T23:59:59.999"))).toBe(false);
    expect(isOverdue(open("2026-12-21T23:59:59.999"), bogota("2026-12-22T00:00:00"))).toBe(true);
    expect(isOverdue(open("2026-12-21T23:59:59.999", "resuelto"), bogota("2026-12-30T00:00:00"))).toBe(false);
  });

  it("writes short Spanish dates in Bogotá", () => {
    // 03:00 UTC on 1 Jan is still 31 Dec in Bogotá.
    expect(shortBogotaDate(new Date("2027-01-01T03:00:00Z"), bogota("2026-12-01T10:00:00"))).toBe("31 dic.");
    expect(shortBogotaDate(bogota("2026-09-07T10:00:00"), bogota("2026-01-01T10:00:00"))).toBe("7 sept.");
  });
});
