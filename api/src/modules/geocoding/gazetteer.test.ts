import { describe, expect, it } from "vitest";
import { NEIGHBORHOODS, type NeighborhoodDefinition } from "../../domain/neighborhoods";
import { fold, gazetteerSuggestions } from "./gazetteer";

const neighborhood = (slug: string) =>
  (NEIGHBORHOODS as readonly NeighborhoodDefinition[]).find((n) => n.slug === slug);
const names = (typed: string, slug?: string) =>
  gazetteerSuggestions(typed, slug ? neighborhood(slug) : undefined, 5).map((s) => s.display_name);

describe("gazetteerSuggestions", () => {
  it("matches labels without accents or case", () => {
    expect(names("limon")).toEqual([
      "Altos del Limón, Barranquilla, Atlántico, Colombia",
      "El Limoncito, Barranquilla, Atlántico, Colombia",
    ]);
    expect(names("SANTA MÓNICA")).toEqual(["Santa Mónica, Barranquilla, Atlántico, Colombia"]);
    expect(names("altos lim")).toEqual(["Altos del Limón, Barranquilla, Atlántico, Colombia"]);
  });

  it("answers in the suggestions' shape with the centroid as string coordinates", () => {
    expect(gazetteerSuggestions("andalucia", undefined, 5)).toEqual([
      {
        lat: "11.0156",
        lon: "-74.8143",
        display_name: "Andalucía, Barranquilla, Atlántico, Colombia",
        address: { neighbourhood: "Andalucía", city: "Barranquilla", state: "Atlántico" },
      },
    ]);
  });

  it("finds the neighbourhood named after a street", () => {
    expect(names("calle 84 riomar")).toEqual(["Riomar, Barranquilla, Atlántico, Colombia"]);
  });

  it("skips neighbourhoods without a centroid", () => {
    expect(names("villa")).toEqual([
      "Villa Carolina, Barranquilla, Atlántico, Colombia",
      "Villa del Este, Barranquilla, Atlántico, Colombia",
      "Villa Santos, Barranquilla, Atlántico, Colombia",
    ]);
    expect(names("Cra 51B # 84-120", "villa-campestre")).toEqual([]);
  });

  it("places the typed text at the chosen neighbourhood's centroid, first", () => {
    const [first, ...rest] = gazetteerSuggestions("Cra 51B # 84-120", neighborhood("altos-de-riomar"), 5);
    expect(first).toEqual({
      lat: "11.0148",
      lon: "-74.8205",
      display_name: "Cra 51B # 84-120, Altos de Riomar, Barranquilla, Atlántico, Colombia",
      address: {
        road: "Cra 51B # 84-120",
        neighbourhood: "Altos de Riomar",
        city: "Barranquilla",
        state: "Atlántico",
      },
    });
    expect(rest).toEqual([]);
  });

  it("does not repeat the neighbourhood when its name is what was typed", () => {
    expect(names("Riomar", "riomar")).toEqual([
      "Riomar, Barranquilla, Atlántico, Colombia",
      "Altos de Riomar, Barranquilla, Atlántico, Colombia",
    ]);
  });

  it("stops at the limit", () => {
    expect(gazetteerSuggestions("a", undefined, 5).length).toBeLessThanOrEqual(5);
    expect(gazetteerSuggestions("limon", neighborhood("riomar"), 2)).toHaveLength(2);
  });
});

describe("fold", () => {
  it("drops accents, case and punctuation", () => {
    expect(fold("  Las Tres Ave Marías ")).toBe("las tres ave marias");
    expect(fold("Cra. 51B #84")).toBe("cra 51b 84");
  });
});
