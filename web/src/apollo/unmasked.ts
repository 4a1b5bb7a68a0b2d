/**
 * A query result with every fragment's fields in place, as the server answers it and the cache holds it.
 * The generated types hide the fields of a spread fragment from the query that spreads it, so that each
 * component reads only what its own fragment asks for (`getFragmentData`); the data itself is whole.
 * Code that rewrites a cached answer (a comment added in place) and tests that build answers use this.
 */
export type Unmasked<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends ReadonlyArray<infer Item>
    ? Array<Unmasked<Item>>
    : // The mask stays beside the fields: an unmasked answer is still what a fragment prop accepts.
      Fields<T> & Pick<T, Extract<keyof T, " $fragmentRefs">>;

type Marker = " $fragmentRefs" | " $fragmentName";

type Fields<T> = { [K in Exclude<keyof T, Marker>]: Unmasked<T[K]> } & SpreadFields<T>;

type SpreadFields<T> = T extends { " $fragmentRefs"?: infer Refs }
  ? UnionToIntersection<
      { [K in keyof NonNullable<Refs>]: Fields<NonNullable<Refs>[K]> }[keyof NonNullable<Refs>]
    >
  : unknown;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;
