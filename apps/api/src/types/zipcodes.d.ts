declare module 'zipcodes' {
  export type ZipCode = {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  };
  const zipcodes: {
    lookup(zip: string | number): ZipCode | undefined;
    lookupByName(city: string, state: string): ZipCode[];
    radius(zip: string | number, miles: number): string[];
    distance(zipA: string | number, zipB: string | number): number | null;
  };
  export default zipcodes;
}
