// The `zipcodes` package ships no types; this covers the part resolve-place.ts uses.
declare module "zipcodes" {
  interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    codes: Record<string, ZipCodeRecord>;
    lookup(zip: string | number): ZipCodeRecord | undefined;
    states: { normalize(state: string): string | undefined };
  };
  export type { ZipCodeRecord };
  export default zipcodes;
}
