import type pg from 'pg';
import { PAY_PERIODS_PER_YEAR, type TSalaryRate } from '@mainwork/contracts';

/** A realistic vocabulary: titles, duties and places of a US job board, combined deterministically. */
export const ROLES = [
  'Software Engineer',
  'Registered Nurse',
  'Store Manager',
  'Line Cook',
  'Accountant',
  'Warehouse Associate',
  'Barista',
  'Electrician',
  'Plumber',
  'Customer Service Representative',
  'Sales Associate',
  'Truck Driver',
  'Medical Assistant',
  'Dental Hygienist',
  'Pharmacy Technician',
  'Teacher',
  'Teaching Assistant',
  'Data Analyst',
  'Marketing Coordinator',
  'Graphic Designer',
  'Project Manager',
  'Office Administrator',
  'Receptionist',
  'Bookkeeper',
  'HVAC Technician',
  'Carpenter',
  'Welder',
  'Machine Operator',
  'Forklift Operator',
  'Physical Therapist',
  'Social Worker',
  'Paralegal',
  'Financial Advisor',
  'Bank Teller',
  'Chef',
  'Server',
  'Bartender',
  'Housekeeper',
  'Security Officer',
  'Landscaper',
  'Mechanic',
  'Delivery Driver',
  'Cashier',
  'Product Manager',
  'UX Designer',
  'DevOps Engineer',
  'Nursing Assistant',
  'Caregiver',
  'Recruiter',
  'Baker',
];
const LEVELS = ['', '', '', 'Senior ', 'Junior ', 'Lead ', 'Assistant ', 'Head '];
const DUTIES = [
  'serve customers with care',
  'keep accurate records',
  'work with a friendly local team',
  'train new staff',
  'manage inventory and ordering',
  'follow safety procedures',
  'communicate with patients and families',
  'build reliable software',
  'analyze data and report trends',
  'maintain equipment',
  'plan weekly schedules',
  'handle cash and card payments',
  'prepare fresh food daily',
  'support community programs',
  'solve problems quickly',
  'coordinate deliveries across the region',
  'write clear documentation',
  'lead projects from start to finish',
];
export const CITIES: Array<[string, string, string, number, number]> = [
  ['Boston', 'MA', '02108', 42.3576, -71.0684],
  ['Cambridge', 'MA', '02139', 42.3647, -71.1042],
  ['Somerville', 'MA', '02143', 42.3814, -71.0997],
  ['Worcester', 'MA', '01608', 42.2626, -71.8023],
  ['Springfield', 'MA', '01103', 42.1029, -72.5898],
  ['Providence', 'RI', '02903', 41.8205, -71.4128],
  ['Portland', 'ME', '04101', 43.6615, -70.2553],
  ['Manchester', 'NH', '03101', 42.9956, -71.4548],
  ['Hartford', 'CT', '06103', 41.7658, -72.6734],
  ['New Haven', 'CT', '06510', 41.3083, -72.9279],
  ['New York', 'NY', '10001', 40.7506, -73.9972],
  ['Brooklyn', 'NY', '11201', 40.6943, -73.9903],
  ['Philadelphia', 'PA', '19103', 39.9527, -75.1742],
  ['Pittsburgh', 'PA', '15222', 40.4469, -79.9927],
  ['Baltimore', 'MD', '21201', 39.2946, -76.6252],
  ['Washington', 'DC', '20001', 38.9122, -77.0177],
  ['Richmond', 'VA', '23219', 37.5407, -77.436],
  ['Charlotte', 'NC', '28202', 35.2272, -80.8431],
  ['Atlanta', 'GA', '30303', 33.7525, -84.3888],
  ['Miami', 'FL', '33130', 25.7677, -80.2043],
  ['Orlando', 'FL', '32801', 28.5421, -81.379],
  ['Nashville', 'TN', '37203', 36.1505, -86.7894],
  ['Chicago', 'IL', '60601', 41.8858, -87.6181],
  ['Detroit', 'MI', '48226', 42.3314, -83.0457],
  ['Columbus', 'OH', '43215', 39.967, -83.0042],
  ['Minneapolis', 'MN', '55401', 44.9848, -93.2696],
  ['St. Louis', 'MO', '63101', 38.6317, -90.1929],
  ['Kansas City', 'MO', '64105', 39.1024, -94.5986],
  ['Dallas', 'TX', '75201', 32.7904, -96.8044],
  ['Houston', 'TX', '77002', 29.7563, -95.3652],
  ['Austin', 'TX', '78701', 30.2713, -97.7426],
  ['San Antonio', 'TX', '78205', 29.4246, -98.4951],
  ['Denver', 'CO', '80202', 39.7515, -104.9997],
  ['Phoenix', 'AZ', '85004', 33.4516, -112.0705],
  ['Salt Lake City', 'UT', '84101', 40.7559, -111.8967],
  ['Las Vegas', 'NV', '89101', 36.172, -115.1227],
  ['Los Angeles', 'CA', '90012', 34.0614, -118.2385],
  ['San Diego', 'CA', '92101', 32.719, -117.1628],
  ['San Francisco', 'CA', '94103', 37.7725, -122.4091],
  ['Seattle', 'WA', '98101', 47.6114, -122.3305],
];
const RATES: Array<[rate: TSalaryRate, minimum: number, maximum: number]> = [
  ['per_hour', 15, 55],
  ['per_year', 35000, 180000],
  ['per_year', 45000, 140000],
  ['per_day', 120, 400],
  ['per_week', 600, 2500],
  ['per_month', 2500, 12000],
];

/**
 * A condition on jobs `j`: not expiring within the hour. The generated postings expire 60 days after they were
 * posted, spread over the last 60 days, so the oldest reach their expiry one after another while a bench runs.
 */
export const LASTING_HOUR = `AND (j."expiresAt" IS NULL OR j."expiresAt" > now() + interval '1 hour')`;

/**
 * Fills the database with `count` live jobs across 2,000 businesses and 40 cities (a tenth remote),
 * in batches inside PostgreSQL, oldest posting first. Deterministic: the same count gives the same jobs.
 */
export async function generateJobs(pool: pg.Pool, count: number, log: (line: string) => void): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`
      INSERT INTO businesses (name, tagline, active, "updatedAt")
      SELECT initcap(w1) || ' ' || initcap(w2) || ' ' || (ARRAY['Co', 'Group', 'Partners', 'Works', 'Health', 'Foods', 'Services'])[1 + g % 7],
             'Hiring in our community', true, now()
      FROM generate_series(1, 2000) g,
           LATERAL (SELECT (ARRAY['harbor','summit','maple','granite','river','beacon','cedar','pioneer','liberty','union'])[1 + g % 10] AS w1,
                           (ARRAY['street','valley','point','square','bridge','hill','bay','field','grove','ridge','lake'])[1 + (g / 10) % 11] AS w2) words`);
    const { rows: states } = await client.query<{ id: number; code: string }>('SELECT id, code FROM states');
    const stateId = new Map(states.map((state) => [state.code, state.id]));
    for (const [city, code, zip, latitude, longitude] of CITIES) {
      await client.query(
        `INSERT INTO addresses (city, zip, "stateId", latitude, longitude, "addressOne", "updatedAt")
         SELECT $1, $2, $3, $4 + (g - 3) * 0.01, $5 + (g - 3) * 0.01, g || ' Main St', now() FROM generate_series(1, 5) g`,
        [city, zip, stateId.get(code), latitude, longitude],
      );
    }
    const lookups = async (table: string) =>
      (await client.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id`)).rows.map((row) => row.id);
    const params = {
      businesses: (await client.query<{ id: number }>('SELECT id FROM businesses WHERE active ORDER BY id')).rows.map(
        (row) => row.id,
      ),
      addresses: (await client.query<{ id: number }>('SELECT id FROM addresses ORDER BY id')).rows.map((row) => row.id),
      jobTypes: await lookups('job_types'),
      levels: await lookups('job_experience_levels'),
      industries: await lookups('job_industries'),
      functions: await lookups('job_functions'),
      remote: (await client.query<{ id: number }>(`SELECT id FROM job_location_types WHERE name = 'Remote'`)).rows[0]!
        .id,
      onSite: (
        await client.query<{ id: number }>(`SELECT id FROM job_location_types WHERE name <> 'Remote' ORDER BY id`)
      ).rows.map((row) => row.id),
    };
    const batch = 50_000;
    const started = Date.now();
    for (let from = 1; from <= count; from += batch) {
      const to = Math.min(count, from + batch - 1);
      await client.query(
        `INSERT INTO jobs ("businessId", title, description, "jobTypeId", "jobExperienceLevelId", "jobIndustryId",
                           "jobFunctionId", "jobLocationTypeId", "addressId", "salaryRate", "minimumSalary",
                           "maximumSalary", "annualSalary", "postedAt", "expiresAt", "updatedAt")
         SELECT b, t, d, jt, lv, ind, fn, lt, addr, rate::"SalaryRate", mn, mx, mx * factor, posted, posted + interval '60 days', now()
         FROM (
           SELECT
             ($3::int[])[1 + ((g % 100000) * 7919) % cardinality($3::int[])] AS b,
             ($2::text[])[1 + (g * 17) % cardinality($2::text[])] || ($1::text[])[1 + (g * 31) % cardinality($1::text[])] AS t,
             '<p>Join us to ' || ($4::text[])[1 + g % cardinality($4::text[])] || ' and ' || ($4::text[])[1 + (g * 7) % cardinality($4::text[])] ||
               '.</p><ul><li>' || ($4::text[])[1 + (g * 13) % cardinality($4::text[])] || '</li><li>Paid time off and a supportive team.</li></ul>' AS d,
             ($5::int[])[1 + g % cardinality($5::int[])] AS jt,
             ($6::int[])[1 + (g * 3) % cardinality($6::int[])] AS lv,
             ($7::int[])[1 + (g * 11) % cardinality($7::int[])] AS ind,
             ($8::int[])[1 + (g * 5) % cardinality($8::int[])] AS fn,
             CASE WHEN g % 10 = 0 THEN $9::int ELSE ($10::int[])[1 + g % cardinality($10::int[])] END AS lt,
             CASE WHEN g % 10 = 0 THEN NULL ELSE ($11::int[])[1 + (g * 37) % cardinality($11::int[])] END AS addr,
             ($12::text[])[1 + g % 6] AS rate, ($13::int[])[1 + g % 6] AS factor,
             round((($14::numeric[])[1 + g % 6] + (g % 40) * (($15::numeric[])[1 + g % 6] - ($14::numeric[])[1 + g % 6]) / 80)::numeric, 2) AS mn,
             round((($14::numeric[])[1 + g % 6] + (g % 40 + 20) * (($15::numeric[])[1 + g % 6] - ($14::numeric[])[1 + g % 6]) / 80)::numeric, 2) AS mx,
             -- Posted over the last 60 days in the order they are inserted, as on a live board.
             now() - make_interval(secs => ($18::int - g) * (60 * 24 * 3600)::float8 / $18::int) AS posted
           FROM generate_series($16::int, $17::int) g
         ) generated`,
        [
          ROLES,
          LEVELS,
          params.businesses,
          DUTIES,
          params.jobTypes,
          params.levels,
          params.industries,
          params.functions,
          params.remote,
          params.onSite,
          params.addresses,
          RATES.map(([rate]) => rate),
          RATES.map(([rate]) => PAY_PERIODS_PER_YEAR[rate]),
          RATES.map(([, minimum]) => minimum),
          RATES.map(([, , maximum]) => maximum),
          from,
          to,
          count,
        ],
      );
      log(`  ${to.toLocaleString('en-US')} jobs (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    // As autovacuum would leave a table loaded long ago; left to it, it runs in the middle of the measurements.
    await client.query('VACUUM (ANALYZE)');
  } finally {
    client.release();
  }
}
