import type { EmployerSizeName, StateCode } from './reference-data.ts';

export type Place = {
  addressOne: string;
  city: string;
  state: StateCode;
  zip: string;
  latitude: number;
  longitude: number;
};

/** Other places jobs are posted in, beside their business's own address. Approximate real coordinates. */
export const PLACES = {
  boston: {
    addressOne: '1 Beacon Street',
    city: 'Boston',
    state: 'MA',
    zip: '02108',
    latitude: 42.3584,
    longitude: -71.0598,
  },
  cambridge: {
    addressOne: '1350 Massachusetts Avenue',
    city: 'Cambridge',
    state: 'MA',
    zip: '02138',
    latitude: 42.3728,
    longitude: -71.1175,
  },
  newton: {
    addressOne: '1000 Commonwealth Avenue',
    city: 'Newton',
    state: 'MA',
    zip: '02459',
    latitude: 42.3395,
    longitude: -71.1983,
  },
  quincy: {
    addressOne: '1250 Hancock Street',
    city: 'Quincy',
    state: 'MA',
    zip: '02169',
    latitude: 42.2516,
    longitude: -71.0036,
  },
  worcester: {
    addressOne: '455 Main Street',
    city: 'Worcester',
    state: 'MA',
    zip: '01608',
    latitude: 42.2626,
    longitude: -71.8023,
  },
  warwick: {
    addressOne: '3275 Post Road',
    city: 'Warwick',
    state: 'RI',
    zip: '02886',
    latitude: 41.7001,
    longitude: -71.4162,
  },
} satisfies Record<string, Place>;

export type PlaceKey = keyof typeof PLACES;

export type DemoBusiness = {
  key: BusinessKey;
  name: string;
  tagline: string;
  size: EmployerSizeName;
  /** One sentence used in the business's job descriptions. */
  about: string;
  address: Place;
};

export type BusinessKey =
  | 'harborPoint'
  | 'bioworks'
  | 'unionSquare'
  | 'blackstone'
  | 'narragansett'
  | 'cascoBay'
  | 'hillCountry'
  | 'backBay'
  | 'mysticValley'
  | 'waterplace'
  | 'foreRiver'
  | 'southCongress';

/** The first business is the demo employer's. */
export const BUSINESSES: readonly DemoBusiness[] = [
  {
    key: 'harborPoint',
    name: 'Harbor Point Digital',
    tagline: 'Websites, apps and stories for New England brands.',
    size: '51-200',
    about:
      'We are a digital studio on the Boston waterfront building products for hospitals, universities and local retailers.',
    address: {
      addressOne: '100 Federal Street',
      city: 'Boston',
      state: 'MA',
      zip: '02110',
      latitude: 42.3554,
      longitude: -71.056,
    },
  },
  {
    key: 'bioworks',
    name: 'Kendall Square Bioworks',
    tagline: 'Cell therapies, made in Cambridge.',
    size: '201-500',
    about: 'Our scientists develop and manufacture cell therapies for rare blood disorders.',
    address: {
      addressOne: '320 Third Street',
      city: 'Cambridge',
      state: 'MA',
      zip: '02142',
      latitude: 42.364,
      longitude: -71.083,
    },
  },
  {
    key: 'unionSquare',
    name: 'Union Square Hospitality Group',
    tagline: 'Three restaurants, a bakery and a music hall in Somerville.',
    size: '51-200',
    about: 'We run neighborhood restaurants, a wholesale bakery and a 400-seat music venue.',
    address: {
      addressOne: '40 Bow Street',
      city: 'Somerville',
      state: 'MA',
      zip: '02143',
      latitude: 42.3801,
      longitude: -71.0957,
    },
  },
  {
    key: 'blackstone',
    name: 'Blackstone Valley Precision',
    tagline: 'Precision machined parts since 1962.',
    size: '501-1,000',
    about: 'We machine and assemble precision components for medical-device and aerospace customers.',
    address: {
      addressOne: '100 Grove Street',
      city: 'Worcester',
      state: 'MA',
      zip: '01605',
      latitude: 42.279,
      longitude: -71.805,
    },
  },
  {
    key: 'narragansett',
    name: 'Narragansett Bay Credit Union',
    tagline: 'Banking that stays in Rhode Island.',
    size: '201-500',
    about: 'We are a member-owned credit union serving 90,000 Rhode Islanders from eleven branches.',
    address: {
      addressOne: '50 Kennedy Plaza',
      city: 'Providence',
      state: 'RI',
      zip: '02903',
      latitude: 41.8254,
      longitude: -71.4122,
    },
  },
  {
    key: 'cascoBay',
    name: 'Casco Bay Marine Services',
    tagline: 'Ferries, freight and oysters on Casco Bay.',
    size: '11-50',
    about: 'We run island ferry and freight service out of Portland and farm oysters off Peaks Island.',
    address: {
      addressOne: '58 Commercial Street',
      city: 'Portland',
      state: 'ME',
      zip: '04101',
      latitude: 43.656,
      longitude: -70.2525,
    },
  },
  {
    key: 'hillCountry',
    name: 'Hill Country Solar',
    tagline: 'Rooftop and community solar for Central Texas.',
    size: '1,001-5,000',
    about: 'We design, install and maintain solar and battery systems for homes and businesses across Texas.',
    address: {
      addressOne: '600 Congress Avenue',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      latitude: 30.2689,
      longitude: -97.7427,
    },
  },
  {
    key: 'backBay',
    name: 'Back Bay Family Health',
    tagline: 'Primary care for every generation.',
    size: '5,001-10,000',
    about: 'We are a community health network with primary-care practices across Greater Boston.',
    address: {
      addressOne: '800 Boylston Street',
      city: 'Boston',
      state: 'MA',
      zip: '02199',
      latitude: 42.348,
      longitude: -71.0826,
    },
  },
  {
    key: 'mysticValley',
    name: 'Mystic Valley Learning Collaborative',
    tagline: 'Adult education and youth programs north of Boston.',
    size: '51-200',
    about:
      'We are a nonprofit offering English classes, job training and after-school programs with our city partners.',
    address: {
      addressOne: '167 Holland Street',
      city: 'Somerville',
      state: 'MA',
      zip: '02144',
      latitude: 42.3967,
      longitude: -71.1226,
    },
  },
  {
    key: 'waterplace',
    name: 'Waterplace Advisory Group',
    tagline: 'Accounting, tax and advisory for growing businesses.',
    size: '1-10',
    about: 'We are a small accounting and advisory firm working with family businesses across Rhode Island.',
    address: {
      addressOne: '10 Dorrance Street',
      city: 'Providence',
      state: 'RI',
      zip: '02903',
      latitude: 41.8229,
      longitude: -71.4118,
    },
  },
  {
    key: 'foreRiver',
    name: 'Fore River Property Group',
    tagline: 'Apartments and offices in Greater Portland.',
    size: '11-50',
    about: 'We own and manage 1,200 apartments and a dozen office buildings in Southern Maine.',
    address: {
      addressOne: '1 Monument Square',
      city: 'Portland',
      state: 'ME',
      zip: '04101',
      latitude: 43.6578,
      longitude: -70.2587,
    },
  },
  {
    key: 'southCongress',
    name: 'South Congress Outfitters',
    tagline: 'Gear for the trail, the river and the road.',
    size: '10,001+',
    about: 'We are an outdoor retailer with stores in 30 states and a busy online shop.',
    address: {
      addressOne: '1400 South Congress Avenue',
      city: 'Austin',
      state: 'TX',
      zip: '78704',
      latitude: 30.2496,
      longitude: -97.7495,
    },
  },
];

export type DemoRewardSource = {
  key:
    | 'coffee'
    | 'books'
    | 'climbing'
    | 'cycles'
    | 'kayak'
    | 'bakery'
    | 'yoga'
    | 'comics'
    | 'tea'
    | 'fitness'
    | 'pottery'
    | 'records';
  name: string;
  url: string;
  description: string;
  active: boolean;
  /** Featured in the marketplace (listed first). */
  approved?: boolean;
  address: Place;
};

/** Local businesses in the reward marketplace near the demo jobs; some not yet approved, one inactive. */
export const REWARD_SOURCES: readonly DemoRewardSource[] = [
  {
    key: 'coffee',
    name: 'Fort Point Coffee Roasters',
    url: 'https://fortpointcoffee.example.com',
    description: 'Small-batch coffee roasted in Fort Point since 2011. Gift cards and monthly subscriptions.',
    active: true,
    address: {
      addressOne: '300 Summer Street',
      city: 'Boston',
      state: 'MA',
      zip: '02210',
      latitude: 42.3499,
      longitude: -71.0475,
    },
  },
  {
    key: 'books',
    name: 'Brattle Street Books',
    url: 'https://brattlestreetbooks.example.com',
    description: 'An independent bookstore in Harvard Square with new, used and rare books.',
    active: true,
    address: {
      addressOne: '40 Brattle Street',
      city: 'Cambridge',
      state: 'MA',
      zip: '02138',
      latitude: 42.3737,
      longitude: -71.1207,
    },
  },
  {
    key: 'climbing',
    name: 'Boulder Yard Climbing',
    url: 'https://boulderyard.example.com',
    description: 'Bouldering and top-rope climbing gym with classes for beginners, day passes and memberships.',
    active: true,
    address: {
      addressOne: '12 Tyler Street',
      city: 'Somerville',
      state: 'MA',
      zip: '02143',
      latitude: 42.3765,
      longitude: -71.1036,
    },
  },
  {
    key: 'cycles',
    name: 'Wickenden Street Cycles',
    url: 'https://wickendencycles.example.com',
    description: 'Bike sales, repairs and tune-ups on the East Side of Providence.',
    active: true,
    address: {
      addressOne: '210 Wickenden Street',
      city: 'Providence',
      state: 'RI',
      zip: '02903',
      latitude: 41.8201,
      longitude: -71.3999,
    },
  },
  {
    key: 'bakery',
    name: 'Union Square Bakehouse',
    url: 'https://unionsquarebakehouse.example.com',
    description: 'Neighborhood café and bakery: sourdough, morning buns and espresso, with a sunny back patio.',
    active: true,
    approved: false,
    address: {
      addressOne: '20 Bow Street',
      city: 'Somerville',
      state: 'MA',
      zip: '02143',
      latitude: 42.3806,
      longitude: -71.0967,
    },
  },
  {
    key: 'yoga',
    name: 'Jamaica Pond Yoga',
    url: 'https://jamaicapondyoga.example.com',
    description: 'Vinyasa, yin and prenatal yoga classes; class packs and gift cards for every level.',
    active: true,
    approved: true,
    address: {
      addressOne: '650 Centre Street',
      city: 'Boston',
      state: 'MA',
      zip: '02130',
      latitude: 42.3126,
      longitude: -71.1144,
    },
  },
  {
    key: 'comics',
    name: 'Porter Square Comics & Books',
    url: 'https://porterbooks.example.com',
    description: 'Comics, graphic novels and a children’s bookshop corner, with weekly story time.',
    active: true,
    approved: false,
    address: {
      addressOne: '25 White Street',
      city: 'Cambridge',
      state: 'MA',
      zip: '02140',
      latitude: 42.3884,
      longitude: -71.1191,
    },
  },
  {
    key: 'tea',
    name: 'Newton Centre Tea House',
    url: 'https://newtonteahouse.example.com',
    description: 'Loose-leaf teas, scones and a quiet café for reading.',
    active: true,
    approved: false,
    address: {
      addressOne: '790 Beacon Street',
      city: 'Newton',
      state: 'MA',
      zip: '02459',
      latitude: 42.3299,
      longitude: -71.1925,
    },
  },
  {
    key: 'fitness',
    name: 'Quincy Harbor Fitness',
    url: 'https://quincyharborfitness.example.com',
    description: 'A community gym with strength training, spin classes and personal trainers.',
    active: true,
    approved: true,
    address: {
      addressOne: '1400 Hancock Street',
      city: 'Quincy',
      state: 'MA',
      zip: '02169',
      latitude: 42.2508,
      longitude: -71.0036,
    },
  },
  {
    key: 'pottery',
    name: 'Federal Hill Pottery Studio',
    url: 'https://federalhillpottery.example.com',
    description: 'Wheel-throwing and hand-building classes, open studio time and gift certificates.',
    active: true,
    approved: false,
    address: {
      addressOne: '300 Atwells Avenue',
      city: 'Providence',
      state: 'RI',
      zip: '02903',
      latitude: 41.8236,
      longitude: -71.4222,
    },
  },
  {
    key: 'records',
    name: 'Central Square Records',
    url: 'https://centralsquarerecords.example.com',
    description: 'New and used vinyl, turntable repairs and in-store shows on Friday nights.',
    active: true,
    approved: true,
    address: {
      addressOne: '600 Massachusetts Avenue',
      city: 'Cambridge',
      state: 'MA',
      zip: '02139',
      latitude: 42.3651,
      longitude: -71.1036,
    },
  },
  {
    key: 'kayak',
    name: 'Old Port Kayak Tours',
    url: 'https://oldportkayak.example.com',
    description: 'Guided sea-kayak tours of Casco Bay. Paused while the owners look for a new launch site.',
    active: false,
    address: {
      addressOne: '1 Portland Pier',
      city: 'Portland',
      state: 'ME',
      zip: '04101',
      latitude: 43.6563,
      longitude: -70.2505,
    },
  },
];
