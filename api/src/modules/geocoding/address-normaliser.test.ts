import { describe, expect, it } from "vitest";
import { cacheKey, collapseSpaces, normaliseAddressQuery } from "./address-normaliser";

describe("normaliseAddressQuery", () => {
  it.each([
    ["cra 51b # 84-120", "Carrera 51B 84-120"],
    ["Cra. 51B #84 - 120", "Carrera 51B 84-120"],
    ["KR 51B No. 84-120", "Carrera 51B 84-120"],
    ["kra51b#84-120", "Carrera 51B 84-120"],
    ["CR 43 N° 79-50", "Carrera 43 79-50"],
    ["CLL 84 No 51B-20", "Calle 84 51B-20"],
    ["cl.84 nro 51b-20", "Calle 84 51B-20"],
    ["calle 98 núm. 52-115", "Calle 98 52-115"],
    ["DG 58 # 4-20", "Diagonal 58 4-20"],
    ["tv 44 n.º 96-10", "Transversal 44 96-10"],
    ["Av. Circunvalar", "Avenida Circunvalar"],
    ["AV 19 # 2-30", "Avenida 19 2-30"],
    ["  Calle   84   ", "Calle 84"],
  ])("%s → %s", (typed, expected) => {
    expect(normaliseAddressQuery(typed)).toBe(expected);
  });

  it.each(["Clínica del Caribe", "Crespo", "Avícola", "Altos del Limón", "Universidad del Norte"])(
    "leaves words that merely start like an abbreviation: %s",
    (typed) => {
      expect(normaliseAddressQuery(typed)).toBe(typed);
    },
  );

  it("keeps a lone 'no' that does not introduce a number", () => {
    expect(normaliseAddressQuery("no sé la dirección")).toBe("no sé la dirección");
  });

  it("empties pure noise", () => {
    expect(normaliseAddressQuery(" ### ")).toBe("");
  });
});

describe("collapseSpaces", () => {
  it("trims and collapses every kind of whitespace", () => {
    expect(collapseSpaces("\t cra  51b\n#84 ")).toBe("cra 51b #84");
  });
});

describe("cacheKey", () => {
  it("ignores case and separates neighbourhoods", () => {
    expect(cacheKey("Carrera 51B", undefined)).toBe(cacheKey("carrera 51b", undefined));
    expect(cacheKey("Carrera 51B", "riomar")).not.toBe(cacheKey("Carrera 51B", undefined));
  });
});
