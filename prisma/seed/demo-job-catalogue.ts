import type { SalaryRate } from '../generated/client/client.ts';
import type { BusinessKey, PlaceKey } from './demo-places.ts';
import type {
  JobExperienceLevelName,
  JobFunctionName,
  JobIndustryName,
  JobLocationTypeName,
  JobTypeName,
} from './reference-data.ts';

export type JobSpec = {
  title: string;
  fn: JobFunctionName;
  industry: JobIndustryName;
  level: JobExperienceLevelName;
  type: JobTypeName;
  where: JobLocationTypeName;
  /** Where an on-site or hybrid job is, when not at the business's own address. */
  place?: PlaceKey;
  /** Rate, minimum and (optional) maximum. */
  pay: readonly [SalaryRate, number, number?];
  paused?: true;
  /** Applications go to the employer's own applicant-tracking system. */
  ats?: true;
  documents?: 'resume' | 'resume and cover letter';
};

const job = (
  title: string,
  fn: JobFunctionName,
  industry: JobIndustryName,
  level: JobExperienceLevelName,
  type: JobTypeName,
  where: JobLocationTypeName,
  pay: JobSpec['pay'],
  extra: Partial<JobSpec> = {},
): JobSpec => ({ title, fn, industry, level, type, where, pay, ...extra });

const FT = 'Full-time';
const PT = 'Part-time';

export const JOB_CATALOGUE: Record<BusinessKey, readonly JobSpec[]> = {
  harborPoint: [
    job('Senior Frontend Engineer', 'Engineering', 'Information Technology', 'Senior level', FT, 'Hybrid', [
      'per_year',
      125000,
      150000,
    ]),
    job('Backend Engineer (Node.js)', 'Engineering', 'Information Technology', 'Mid level', FT, 'Remote', [
      'per_year',
      110000,
      135000,
    ]),
    job('IT Support Specialist', 'Information Technology', 'Information Technology', 'Entry level', FT, 'On-site', [
      'per_hour',
      24,
      29,
    ]),
    job('Content Marketing Manager', 'Marketing', 'Media & Communications', 'Mid level', FT, 'Hybrid', [
      'per_year',
      85000,
      100000,
    ]),
    job('Social Media Coordinator', 'Marketing', 'Media & Communications', 'Entry level', PT, 'Remote', [
      'per_hour',
      20,
      24,
    ]),
    job('Product Design Intern', 'Design/Creative', 'Information Technology', 'Entry level', 'Internship', 'Hybrid', [
      'per_hour',
      22,
      22,
    ]),
    job(
      'Director of Engineering',
      'Management',
      'Information Technology',
      'Director',
      FT,
      'Hybrid',
      ['per_year', 180000],
      {
        documents: 'resume and cover letter',
      },
    ),
    job(
      'Freelance Video Editor',
      'Design/Creative',
      'Media & Communications',
      'Mid level',
      'Contract',
      'Remote',
      ['per_day', 450, 600],
      {
        paused: true,
      },
    ),
  ],
  bioworks: [
    job(
      'Research Associate, Cell Biology',
      'Research/Science',
      'Biotechnology & Pharmaceuticals',
      'Entry level',
      FT,
      'On-site',
      ['per_year', 68000, 78000],
    ),
    job(
      'Senior Scientist, Analytical Development',
      'Research/Science',
      'Biotechnology & Pharmaceuticals',
      'Senior level',
      FT,
      'On-site',
      ['per_year', 135000, 160000],
      {
        ats: true,
      },
    ),
    job(
      'Laboratory Operations Coordinator',
      'Operations',
      'Biotechnology & Pharmaceuticals',
      'Mid level',
      FT,
      'On-site',
      ['per_year', 62000, 70000],
    ),
    job(
      'Regulatory Affairs Specialist',
      'Legal',
      'Biotechnology & Pharmaceuticals',
      'Mid level',
      FT,
      'Hybrid',
      ['per_year', 95000, 115000],
      {
        documents: 'resume',
      },
    ),
    job(
      'Summer Research Intern',
      'Research/Science',
      'Biotechnology & Pharmaceuticals',
      'Entry level',
      'Internship',
      'On-site',
      ['per_hour', 21, 21],
    ),
    job(
      'Quality Control Technician (12-month contract)',
      'Manufacturing/Production',
      'Biotechnology & Pharmaceuticals',
      'Entry level',
      'Contract',
      'On-site',
      ['per_hour', 28, 32],
    ),
    job(
      'Chief Medical Officer',
      'Healthcare',
      'Biotechnology & Pharmaceuticals',
      'Executive',
      FT,
      'Hybrid',
      ['per_year', 320000, 380000],
      {
        ats: true,
      },
    ),
  ],
  unionSquare: [
    job('Line Cook', 'Hospitality', 'Hospitality & Food Service', 'Entry level', FT, 'On-site', ['per_hour', 19, 23]),
    job('Pastry Chef', 'Hospitality', 'Hospitality & Food Service', 'Mid level', FT, 'On-site', ['per_hour', 24, 28]),
    job('Server (Evenings)', 'Hospitality', 'Hospitality & Food Service', 'Entry level', PT, 'On-site', [
      'per_hour',
      15.5,
    ]),
    job(
      'Restaurant General Manager',
      'Management',
      'Hospitality & Food Service',
      'Senior level',
      FT,
      'On-site',
      ['per_year', 80000, 95000],
      {
        place: 'boston',
      },
    ),
    job('Event Sound Technician', 'Skilled Trades', 'Arts & Entertainment', 'Mid level', PT, 'On-site', [
      'per_day',
      250,
      300,
    ]),
    job('Box Office Associate', 'Customer Service', 'Arts & Entertainment', 'Entry level', 'Seasonal', 'On-site', [
      'per_hour',
      18.5,
      18.5,
    ]),
    job(
      'Catering Delivery Driver',
      'Transportation/Logistics',
      'Hospitality & Food Service',
      'Entry level',
      'Temporary',
      'On-site',
      ['per_hour', 19, 21],
      {
        place: 'cambridge',
      },
    ),
  ],
  blackstone: [
    job('CNC Machinist (2nd Shift)', 'Manufacturing/Production', 'Manufacturing', 'Mid level', FT, 'On-site', [
      'per_hour',
      26,
      34,
    ]),
    job('Manufacturing Engineer', 'Engineering', 'Manufacturing', 'Mid level', FT, 'On-site', [
      'per_year',
      90000,
      110000,
    ]),
    job('Quality Inspector', 'Manufacturing/Production', 'Manufacturing', 'Entry level', FT, 'On-site', [
      'per_hour',
      21,
      25,
    ]),
    job('Maintenance Electrician', 'Skilled Trades', 'Manufacturing', 'Senior level', FT, 'On-site', [
      'per_hour',
      38,
      45,
    ]),
    job('Production Supervisor', 'Management', 'Manufacturing', 'Senior level', FT, 'On-site', [
      'per_year',
      85000,
      98000,
    ]),
    job('Warehouse Associate', 'Transportation/Logistics', 'Manufacturing', 'Entry level', 'Temporary', 'On-site', [
      'per_hour',
      18.5,
      20,
    ]),
    job(
      'Plant Controller',
      'Accounting/Finance',
      'Manufacturing',
      'Director',
      FT,
      'On-site',
      ['per_year', 135000, 155000],
      {
        documents: 'resume',
      },
    ),
    job('HR Generalist', 'Human Resources', 'Manufacturing', 'Mid level', FT, 'Hybrid', ['per_year', 68000, 80000]),
  ],
  narragansett: [
    job('Member Service Representative', 'Customer Service', 'Financial Services', 'Entry level', FT, 'On-site', [
      'per_hour',
      19,
      22,
    ]),
    job('Mortgage Loan Officer', 'Sales', 'Financial Services', 'Mid level', FT, 'Hybrid', ['per_year', 70000]),
    job('Financial Analyst', 'Accounting/Finance', 'Financial Services', 'Mid level', FT, 'Hybrid', [
      'per_year',
      78000,
      92000,
    ]),
    job('Licensed Insurance Agent', 'Sales', 'Insurance', 'Mid level', FT, 'On-site', ['per_year', 55000, 75000], {
      place: 'warwick',
    }),
    job('Claims Adjuster', 'Operations', 'Insurance', 'Mid level', FT, 'Remote', ['per_year', 62000, 74000]),
    job(
      'Part-time Teller',
      'Customer Service',
      'Financial Services',
      'Entry level',
      PT,
      'On-site',
      ['per_hour', 18.5, 18.5],
      {
        place: 'warwick',
      },
    ),
    job(
      'Chief Financial Officer',
      'Accounting/Finance',
      'Financial Services',
      'Executive',
      FT,
      'On-site',
      ['per_year', 240000, 280000],
      {
        documents: 'resume and cover letter',
      },
    ),
    job('Compliance Counsel', 'Legal', 'Financial Services', 'Senior level', FT, 'Hybrid', [
      'per_year',
      150000,
      175000,
    ]),
  ],
  cascoBay: [
    job(
      'Deckhand (Summer Season)',
      'Transportation/Logistics',
      'Transportation & Logistics',
      'Entry level',
      'Seasonal',
      'On-site',
      ['per_hour', 18, 22],
    ),
    job('Marine Diesel Mechanic', 'Skilled Trades', 'Transportation & Logistics', 'Mid level', FT, 'On-site', [
      'per_hour',
      30,
      38,
    ]),
    job('Ferry Captain', 'Transportation/Logistics', 'Transportation & Logistics', 'Senior level', FT, 'On-site', [
      'per_week',
      1600,
      1900,
    ]),
    job('Dispatch Coordinator', 'Administrative', 'Transportation & Logistics', 'Entry level', FT, 'On-site', [
      'per_hour',
      20,
      23,
    ]),
    job('Oyster Farm Hand', 'Other', 'Agriculture', 'Entry level', 'Seasonal', 'On-site', ['per_hour', 17, 19]),
    job('Aquaculture Operations Lead', 'Operations', 'Agriculture', 'Mid level', FT, 'On-site', [
      'per_year',
      58000,
      66000,
    ]),
  ],
  hillCountry: [
    job('Solar Installer', 'Skilled Trades', 'Construction', 'Entry level', FT, 'On-site', ['per_hour', 20, 26]),
    job('Electrical Project Manager', 'Management', 'Construction', 'Senior level', FT, 'On-site', [
      'per_year',
      95000,
      120000,
    ]),
    job('Energy Sales Consultant', 'Sales', 'Energy & Utilities', 'Mid level', FT, 'Hybrid', ['per_month', 5000, 7500]),
    job(
      'Grid Interconnection Engineer',
      'Engineering',
      'Energy & Utilities',
      'Senior level',
      FT,
      'Remote',
      ['per_year', 115000, 140000],
      {
        ats: true,
      },
    ),
    job('Customer Success Associate', 'Customer Service', 'Energy & Utilities', 'Entry level', FT, 'Remote', [
      'per_year',
      48000,
      54000,
    ]),
    job('Construction Estimator', 'Operations', 'Construction', 'Mid level', 'Contract', 'On-site', [
      'per_week',
      1800,
      2200,
    ]),
    job('VP of Operations', 'Operations', 'Energy & Utilities', 'Executive', FT, 'On-site', ['per_year', 210000]),
    job('Payroll Specialist', 'Human Resources', 'Energy & Utilities', 'Mid level', FT, 'Remote', [
      'per_year',
      60000,
      70000,
    ]),
  ],
  backBay: [
    job(
      'Registered Nurse, Primary Care',
      'Healthcare',
      'Healthcare',
      'Mid level',
      FT,
      'On-site',
      ['per_hour', 45, 58],
      {
        documents: 'resume',
      },
    ),
    job('Medical Assistant', 'Healthcare', 'Healthcare', 'Entry level', FT, 'On-site', ['per_hour', 22, 26]),
    job('Patient Access Representative', 'Administrative', 'Healthcare', 'Entry level', FT, 'On-site', [
      'per_hour',
      20,
      23,
    ]),
    job(
      'Per Diem Physical Therapist',
      'Healthcare',
      'Healthcare',
      'Mid level',
      'Temporary',
      'On-site',
      ['per_day', 480, 560],
      {
        place: 'newton',
      },
    ),
    job('Medical Billing Specialist', 'Accounting/Finance', 'Healthcare', 'Mid level', FT, 'Remote', [
      'per_hour',
      24,
      28,
    ]),
    job('Director of Nursing', 'Management', 'Healthcare', 'Director', FT, 'On-site', ['per_year', 165000, 190000], {
      ats: true,
    }),
    job('Clinical Data Analyst', 'Information Technology', 'Healthcare', 'Mid level', FT, 'Hybrid', [
      'per_year',
      85000,
      98000,
    ]),
    job(
      'Front Desk Receptionist (Weekends)',
      'Administrative',
      'Healthcare',
      'Entry level',
      PT,
      'On-site',
      ['per_hour', 19, 19],
      {
        place: 'quincy',
      },
    ),
  ],
  mysticValley: [
    job('Adult ESL Instructor', 'Education', 'Education', 'Mid level', PT, 'On-site', ['per_hour', 35, 42]),
    job('Youth Program Coordinator', 'Education', 'Nonprofit', 'Entry level', FT, 'On-site', [
      'per_year',
      52000,
      56000,
    ]),
    job('Volunteer Reading Tutor', 'Education', 'Nonprofit', 'Entry level', 'Volunteer', 'On-site', [
      'per_day',
      25,
      25,
    ]),
    job('Development Director', 'Management', 'Nonprofit', 'Director', FT, 'Hybrid', ['per_year', 105000, 120000], {
      documents: 'resume and cover letter',
    }),
    job('Grants and Contracts Analyst', 'Administrative', 'Government', 'Mid level', FT, 'Hybrid', [
      'per_year',
      66000,
      74000,
    ]),
    job(
      'Workforce Training Instructor',
      'Education',
      'Government',
      'Mid level',
      'Contract',
      'On-site',
      ['per_hour', 40, 40],
      {
        place: 'worcester',
      },
    ),
    job('Community Volunteer Coordinator', 'Human Resources', 'Nonprofit', 'Entry level', 'Volunteer', 'Remote', [
      'per_month',
      300,
      300,
    ]),
    job('Executive Director', 'Management', 'Nonprofit', 'Executive', FT, 'On-site', ['per_year', 140000, 160000]),
  ],
  waterplace: [
    job('Staff Accountant', 'Accounting/Finance', 'Accounting', 'Entry level', FT, 'Hybrid', [
      'per_year',
      62000,
      70000,
    ]),
    job('Senior Tax Associate', 'Accounting/Finance', 'Accounting', 'Senior level', 'Seasonal', 'Hybrid', [
      'per_hour',
      45,
      60,
    ]),
    job('Bookkeeper', 'Accounting/Finance', 'Accounting', 'Mid level', PT, 'Remote', ['per_hour', 26, 30]),
    job('Paralegal', 'Legal', 'Professional Services', 'Mid level', FT, 'On-site', ['per_year', 58000, 68000]),
    job('Management Consultant', 'Operations', 'Professional Services', 'Senior level', 'Contract', 'Remote', [
      'per_day',
      800,
      1000,
    ]),
    job('Office Administrator', 'Administrative', 'Professional Services', 'Entry level', FT, 'On-site', [
      'per_hour',
      22,
      25,
    ]),
    job('Audit Intern', 'Accounting/Finance', 'Accounting', 'Entry level', 'Internship', 'On-site', [
      'per_hour',
      20,
      20,
    ]),
  ],
  foreRiver: [
    job('Leasing Consultant', 'Sales', 'Real Estate', 'Entry level', FT, 'On-site', ['per_hour', 20, 24]),
    job('Property Manager', 'Operations', 'Real Estate', 'Mid level', FT, 'On-site', ['per_year', 62000, 72000]),
    job('Maintenance Technician', 'Skilled Trades', 'Real Estate', 'Mid level', FT, 'On-site', ['per_hour', 24, 30]),
    job('Real Estate Marketing Specialist', 'Marketing', 'Real Estate', 'Mid level', PT, 'Remote', [
      'per_hour',
      28,
      32,
    ]),
    job(
      'Commercial Real Estate Analyst',
      'Accounting/Finance',
      'Real Estate',
      'Entry level',
      FT,
      'Hybrid',
      ['per_year', 65000, 75000],
      {
        place: 'boston',
      },
    ),
    job('Seasonal Grounds Crew', 'Skilled Trades', 'Construction', 'Entry level', 'Seasonal', 'On-site', [
      'per_hour',
      22,
    ]),
  ],
  southCongress: [
    job('Retail Sales Associate', 'Sales', 'Retail', 'Entry level', PT, 'On-site', ['per_hour', 15, 17]),
    job('Assistant Store Manager', 'Management', 'Retail', 'Mid level', FT, 'On-site', ['per_year', 52000, 58000]),
    job('Visual Merchandiser', 'Design/Creative', 'Retail', 'Mid level', FT, 'On-site', ['per_hour', 21, 24], {
      place: 'boston',
    }),
    job('E-commerce Marketing Manager', 'Marketing', 'Retail', 'Senior level', FT, 'Remote', [
      'per_year',
      100000,
      120000,
    ]),
    job(
      'Holiday Stockroom Associate',
      'Transportation/Logistics',
      'Retail',
      'Entry level',
      'Seasonal',
      'On-site',
      ['per_hour', 16.5, 16.5],
      {
        place: 'boston',
      },
    ),
    job('Customer Care Specialist', 'Customer Service', 'Retail', 'Entry level', FT, 'Remote', ['per_hour', 18.5, 20]),
    job('Distribution Center Lead', 'Operations', 'Retail', 'Mid level', FT, 'On-site', ['per_week', 1100, 1250]),
    job('Buyer, Outdoor Apparel', 'Other', 'Retail', 'Senior level', FT, 'Hybrid', ['per_year', 90000, 105000], {
      paused: true,
    }),
    job(
      'Brand Ambassador (Weekend Events)',
      'Marketing',
      'Retail',
      'Entry level',
      'Temporary',
      'On-site',
      ['per_day', 180, 220],
      {
        place: 'cambridge',
      },
    ),
  ],
};

/** Three duties per job function, for descriptions. */
export const DUTIES: Record<JobFunctionName, readonly [string, string, string]> = {
  'Accounting/Finance': [
    'Close the books each month and reconcile accounts',
    'Prepare budgets, forecasts and variance reports',
    'Keep our records audit-ready',
  ],
  Administrative: [
    'Keep schedules, files and supplies in order',
    'Greet visitors and answer calls and e-mail',
    'Support the team with data entry and reports',
  ],
  'Customer Service': [
    'Help customers by phone, chat and in person',
    'Resolve problems on the first contact whenever possible',
    'Log feedback so that we keep improving',
  ],
  'Design/Creative': [
    'Turn briefs into clear, polished visual work',
    'Present ideas and iterate on feedback',
    'Keep our brand consistent across every channel',
  ],
  Education: [
    'Plan and lead engaging lessons for mixed-level groups',
    'Track progress and adapt to each learner',
    'Work with families and community partners',
  ],
  Engineering: [
    'Design, build and test reliable systems',
    'Review designs and code with your teammates',
    'Improve our tools, processes and documentation',
  ],
  Healthcare: [
    'Provide safe, compassionate patient care',
    'Document care accurately in our records system',
    'Work closely with physicians and care teams',
  ],
  Hospitality: [
    'Deliver warm, attentive service every shift',
    'Keep stations clean, stocked and up to code',
    'Work as one team with the kitchen and the floor',
  ],
  'Human Resources': [
    'Support hiring, onboarding and employee questions',
    'Keep records and policies accurate and compliant',
    'Help plan programs that keep our people engaged',
  ],
  'Information Technology': [
    'Set up and support laptops, accounts and networks',
    'Troubleshoot issues and document fixes',
    'Keep our systems secure and up to date',
  ],
  Legal: [
    'Review contracts, filings and policies',
    'Track regulatory changes that affect our work',
    'Advise teams on risk in plain language',
  ],
  Management: [
    'Lead, coach and grow a capable team',
    'Own goals, budgets and results for your area',
    'Work with leadership to set priorities',
  ],
  'Manufacturing/Production': [
    'Set up and run production equipment safely',
    'Check parts against drawings and specifications',
    'Suggest improvements to quality and throughput',
  ],
  Marketing: [
    'Plan and run campaigns across digital channels',
    'Write clear, engaging copy for our audiences',
    'Measure results and report what works',
  ],
  Operations: [
    'Keep daily operations running smoothly',
    'Track key metrics and fix bottlenecks',
    'Coordinate vendors, schedules and resources',
  ],
  'Research/Science': [
    'Design and run experiments with care',
    'Analyze data and present findings to the team',
    'Keep detailed, accurate lab records',
  ],
  Sales: [
    'Build relationships with new and existing customers',
    'Understand needs and recommend the right solutions',
    'Meet monthly goals and keep our CRM up to date',
  ],
  'Skilled Trades': [
    'Install, maintain and repair equipment to code',
    'Read plans, diagrams and work orders',
    'Keep job sites safe, clean and organized',
  ],
  'Transportation/Logistics': [
    'Move people and goods safely and on time',
    'Inspect vehicles or vessels before each trip',
    'Keep logs, manifests and inventory accurate',
  ],
  Other: [
    'Pitch in wherever the season needs you',
    'Learn our processes and safety rules quickly',
    'Help keep our work areas clean and organized',
  ],
};

export const REQUIREMENTS: Record<JobExperienceLevelName, readonly [string, string]> = {
  'Entry level': ['No experience required; we will train you', 'Reliable, curious and eager to learn'],
  'Mid level': ['Two to five years of relevant experience', 'Comfortable working independently and in a team'],
  'Senior level': [
    'Six or more years of relevant experience',
    'A track record of mentoring others and leading projects',
  ],
  Director: [
    'Ten or more years of experience, including five leading teams',
    'Experience owning a budget and a strategy',
  ],
  Executive: [
    'Fifteen or more years of experience in senior leadership',
    'Experience working with a board of directors',
  ],
};

export const BENEFITS = [
  'Health insurance',
  'Dental insurance',
  'Paid time off',
  '401(k) with company match',
  'Vision insurance',
  'Paid parental leave',
  'Commuter benefits',
  'Tuition reimbursement',
  'Flexible schedule',
  'Employee discount',
] as const;
