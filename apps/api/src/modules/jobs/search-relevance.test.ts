import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createJob } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * How well the job search finds what people type: a fixed catalogue and the searches people make
 * (whole words, plurals, half-typed words, typos, compounds, job-title abbreviations), each with the
 * jobs a person expects in the first page. Prints recall@10 and MRR per kind of search.
 */

const CATALOGUE: Record<string, Array<{ key: string; title: string; description: string }>> = {
  'Harbor Health': [
    { key: 'rn', title: 'Registered Nurse', description: 'Patient care on a busy medical floor.' },
    { key: 'rnNight', title: 'Registered Nurse - Night Shift', description: 'Overnight patient care and charting.' },
    { key: 'lpn', title: 'Licensed Practical Nurse', description: 'Medication rounds in our long-term care unit.' },
    { key: 'cna', title: 'Certified Nursing Assistant', description: 'Help residents with daily living.' },
    { key: 'np', title: 'Nurse Practitioner', description: 'Primary care visits for adults.' },
    { key: 'pt', title: 'Physical Therapist', description: 'Outpatient rehabilitation after surgery.' },
    { key: 'ot', title: 'Occupational Therapist', description: 'Help patients return to everyday tasks.' },
    { key: 'pa', title: 'Physician Assistant', description: 'Urgent care clinic, weekday hours.' },
    {
      key: 'medReceptionist',
      title: 'Medical Receptionist',
      description: 'Greet patients, schedule appointments and support the nurses.',
    },
  ],
  'Northwind Software': [
    { key: 'frontend', title: 'Frontend Developer', description: 'Build React interfaces for our customers.' },
    { key: 'frontEndSr', title: 'Senior Front-End Engineer', description: 'Lead a small team shipping web features.' },
    { key: 'fullstack', title: 'Full Stack Developer', description: 'Node.js services and React screens.' },
    { key: 'fullstackJr', title: 'Junior Fullstack Engineer', description: 'Learn across our whole product.' },
    { key: 'javascript', title: 'JavaScript Developer', description: 'Modern browser code and build tooling.' },
    { key: 'java', title: 'Java Developer', description: 'Spring Boot services and SQL.' },
    { key: 'javaSr', title: 'Senior Java Engineer', description: 'Design backend services on the JVM.' },
    { key: 'qa', title: 'Quality Assurance Analyst', description: 'Test plans and automated checks.' },
    { key: 'ml', title: 'Machine Learning Engineer', description: 'Train and deploy recommendation models.' },
    { key: 'ai', title: 'AI Research Scientist', description: 'Explore language models for hiring.' },
    { key: 'ux', title: 'UX Designer', description: 'User research, journeys and wireframes.' },
    { key: 'ui', title: 'User Interface Designer', description: 'Visual design for our web app.' },
    { key: 'productManager', title: 'Product Manager', description: 'Own the roadmap for search.' },
    { key: 'sysadmin', title: 'Systems Administrator', description: 'Keep servers patched and backed up.' },
    {
      key: 'internship',
      title: 'Software Engineering Internship',
      description: 'Twelve weeks with a mentor this summer.',
    },
    { key: 'sdr', title: 'Sales Development Representative', description: 'Book meetings with new prospects.' },
    { key: 'bdr', title: 'Business Development Representative', description: 'Open partnerships with agencies.' },
  ],
  'Summit Finance Group': [
    { key: 'accountant', title: 'Staff Accountant', description: 'Month-end close and reconciliations.' },
    { key: 'seniorAccountant', title: 'Senior Accountant', description: 'Lead the close and audit preparation.' },
    { key: 'cpa', title: 'Certified Public Accountant', description: 'Tax returns for small businesses.' },
    { key: 'payable', title: 'Accounts Payable Clerk', description: 'Process invoices and vendor payments.' },
    { key: 'internalAuditor', title: 'Internal Auditor', description: 'Review internal controls and processes.' },
    {
      key: 'internalComms',
      title: 'Internal Communications Manager',
      description: 'Keep every office informed.',
    },
    { key: 'hr', title: 'Human Resources Generalist', description: 'Benefits, onboarding and employee questions.' },
    { key: 'hrManager', title: 'HR Manager', description: 'Lead a team of three generalists.' },
    { key: 'ea', title: 'Executive Assistant', description: 'Calendars and travel for the leadership team.' },
    { key: 'officeAdmin', title: 'Office Admin', description: 'Front office support and supplies.' },
  ],
  'Riverside Market': [
    { key: 'accountManager', title: 'Account Manager', description: 'Look after our wholesale customers.' },
    { key: 'storeManager', title: 'Store Manager', description: 'Run a store of forty people.' },
    { key: 'cashier', title: 'Cashier', description: 'Checkout lanes next to the bakery aisle.' },
    { key: 'ecommerce', title: 'E-commerce Manager', description: 'Run our online store and promotions.' },
    { key: 'ecommerceSpecialist', title: 'Ecommerce Specialist', description: 'Product listings and photos.' },
    { key: 'marketingIntern', title: 'Marketing Intern', description: 'Social posts and campaign reports.' },
    { key: 'receptionist', title: 'Front Desk Receptionist', description: 'Answer phones and welcome visitors.' },
  ],
  'Café Lumière': [
    { key: 'barista', title: 'Barista', description: 'Espresso drinks and friendly service.' },
    { key: 'cafeSupervisor', title: 'Shift Supervisor', description: 'Open the café and lead the morning crew.' },
  ],
  'Beacon Bakery': [{ key: 'baker', title: 'Baker', description: 'Early-morning baking of bread and pastries.' }],
  'Granite Logistics': [
    { key: 'cdl', title: 'CDL Truck Driver', description: 'Class A license, regional routes.' },
    { key: 'delivery', title: 'Delivery Driver', description: 'Van deliveries around the city.' },
    { key: 'warehouse', title: 'Warehouse Associate', description: 'Pick and pack orders; forklift a plus.' },
    { key: 'forklift', title: 'Forklift Operator', description: 'Load trailers safely.' },
    { key: 'mechanic', title: 'Diesel Mechanic', description: 'Service our fleet of trucks.' },
    { key: 'projectManager', title: 'Project Manager', description: 'Plan the new distribution center build.' },
  ],
  'Keystone Works': [
    { key: 'machinist', title: 'CNC Machinist', description: 'Set up and run milling machines.' },
    { key: 'electrician', title: 'Electrician', description: 'Wiring for commercial projects.' },
    { key: 'teacher', title: 'Elementary School Teacher', description: 'Our on-site school for employee families.' },
    { key: 'teachingAssistant', title: 'Teaching Assistant', description: 'Small reading groups.' },
  ],
};

type Kind = 'exact' | 'stem' | 'prefix' | 'typo' | 'compound' | 'abbreviation' | 'ranking' | 'precision';
/**
 * A search and the jobs a person expects on the first page. `first`: these rank above every other
 * job found; `above`: every expected job ranks above these; `never`: these are not found at all.
 */
type Case = { kind: Kind; text: string; expect: string[]; first?: boolean; above?: string[]; never?: string[] };

const nurses = ['rn', 'rnNight', 'lpn', 'np'];
const CASES: Case[] = [
  // Whole words, as written in the jobs
  { kind: 'exact', text: 'registered nurse', expect: ['rn', 'rnNight'] },
  { kind: 'exact', text: 'barista', expect: ['barista'] },
  { kind: 'exact', text: 'electrician', expect: ['electrician'] },
  { kind: 'exact', text: 'forklift', expect: ['forklift', 'warehouse'] },
  { kind: 'exact', text: 'cashier', expect: ['cashier'] },
  { kind: 'exact', text: 'diesel mechanic', expect: ['mechanic'] },
  { kind: 'exact', text: 'machinist', expect: ['machinist'] },
  { kind: 'exact', text: 'warehouse', expect: ['warehouse'] },
  { kind: 'exact', text: 'Accountant', expect: ['accountant', 'seniorAccountant', 'cpa'] },
  { kind: 'exact', text: 'physical therapist', expect: ['pt'] },
  { kind: 'exact', text: 'espresso', expect: ['barista'] },
  { kind: 'exact', text: 'Summit Finance', expect: ['accountant', 'payable', 'hr'] },
  // Plurals and other forms of the word
  { kind: 'stem', text: 'nurses', expect: [...nurses, 'cna'] },
  { kind: 'stem', text: 'teaching', expect: ['teachingAssistant'] },
  { kind: 'stem', text: 'designers', expect: ['ux', 'ui'] },
  { kind: 'stem', text: 'drivers', expect: ['cdl', 'delivery'] },
  { kind: 'stem', text: 'baking', expect: ['baker'] },
  { kind: 'stem', text: 'therapists', expect: ['pt', 'ot'] },
  { kind: 'stem', text: 'assistants', expect: ['cna', 'pa', 'ea', 'teachingAssistant'] },
  { kind: 'stem', text: 'engineers', expect: ['frontEndSr', 'fullstackJr', 'javaSr', 'ml'] },
  { kind: 'stem', text: 'receptionists', expect: ['receptionist', 'medReceptionist'] },
  { kind: 'stem', text: 'operators', expect: ['forklift'] },
  // Still typing: the last word is the start of a word
  { kind: 'prefix', text: 'recept', expect: ['receptionist', 'medReceptionist'], first: true },
  { kind: 'prefix', text: 'senior front', expect: ['frontEndSr'], first: true },
  { kind: 'prefix', text: 'nur', expect: nurses },
  { kind: 'prefix', text: 'elec', expect: ['electrician'] },
  { kind: 'prefix', text: 'bari', expect: ['barista'] },
  { kind: 'prefix', text: 'mach', expect: ['ml', 'machinist'] },
  { kind: 'prefix', text: 'warehou', expect: ['warehouse'] },
  { kind: 'prefix', text: 'diesel mech', expect: ['mechanic'] },
  { kind: 'prefix', text: 'full stack dev', expect: ['fullstack'], first: true },
  { kind: 'prefix', text: 'cash', expect: ['cashier'] },
  { kind: 'prefix', text: 'occupational ther', expect: ['ot'] },
  { kind: 'prefix', text: 'nursin', expect: ['cna'] },
  { kind: 'prefix', text: 'physi', expect: ['pt', 'pa'] },
  { kind: 'prefix', text: 'supe', expect: ['cafeSupervisor'] },
  // Typos
  { kind: 'typo', text: 'acountant', expect: ['accountant', 'seniorAccountant', 'cpa'] },
  { kind: 'typo', text: 'javascrpt', expect: ['javascript'] },
  { kind: 'typo', text: 'recepcionist', expect: ['receptionist', 'medReceptionist'] },
  { kind: 'typo', text: 'electrican', expect: ['electrician'] },
  { kind: 'typo', text: 'barrista', expect: ['barista'] },
  { kind: 'typo', text: 'casheir', expect: ['cashier'] },
  { kind: 'typo', text: 'warehuose', expect: ['warehouse'] },
  { kind: 'typo', text: 'forklfit operator', expect: ['forklift'] },
  { kind: 'typo', text: 'teahcer', expect: ['teacher'] },
  { kind: 'typo', text: 'machinst', expect: ['machinist'] },
  { kind: 'typo', text: 'registred nurse', expect: ['rn', 'rnNight'] },
  { kind: 'typo', text: 'mecahnic', expect: ['mechanic'] },
  { kind: 'typo', text: 'developr', expect: ['frontend', 'fullstack', 'javascript', 'java'] },
  { kind: 'typo', text: 'physcal therapist', expect: ['pt'] },
  // Words written together, apart or hyphenated; accents
  { kind: 'compound', text: 'front end', expect: ['frontend', 'frontEndSr'] },
  { kind: 'compound', text: 'frontend', expect: ['frontend', 'frontEndSr'] },
  { kind: 'compound', text: 'front-end', expect: ['frontend', 'frontEndSr'] },
  { kind: 'compound', text: 'front end developer', expect: ['frontend'], first: true },
  { kind: 'compound', text: 'fullstack', expect: ['fullstack', 'fullstackJr'] },
  { kind: 'compound', text: 'full stack', expect: ['fullstack', 'fullstackJr'] },
  { kind: 'compound', text: 'full-stack engineer', expect: ['fullstackJr'], first: true },
  { kind: 'compound', text: 'ecommerce', expect: ['ecommerce', 'ecommerceSpecialist'] },
  { kind: 'compound', text: 'e-commerce', expect: ['ecommerce', 'ecommerceSpecialist'] },
  { kind: 'compound', text: 'e commerce manager', expect: ['ecommerce'], first: true },
  { kind: 'compound', text: 'cafe', expect: ['barista', 'cafeSupervisor'] },
  { kind: 'compound', text: 'Café Lumière', expect: ['barista', 'cafeSupervisor'] },
  { kind: 'compound', text: 'lumiere barista', expect: ['barista'] },
  // Job-title abbreviations and their words, both ways
  { kind: 'abbreviation', text: 'RN', expect: ['rn', 'rnNight'] },
  { kind: 'abbreviation', text: 'LPN', expect: ['lpn'] },
  { kind: 'abbreviation', text: 'CNA', expect: ['cna'] },
  { kind: 'abbreviation', text: 'NP', expect: ['np'] },
  { kind: 'abbreviation', text: 'PA', expect: ['pa'] },
  { kind: 'abbreviation', text: 'PT', expect: ['pt'] },
  { kind: 'abbreviation', text: 'OT', expect: ['ot'] },
  { kind: 'abbreviation', text: 'HR', expect: ['hr', 'hrManager'] },
  { kind: 'abbreviation', text: 'human resources manager', expect: ['hrManager'], first: true },
  { kind: 'abbreviation', text: 'QA', expect: ['qa'] },
  { kind: 'abbreviation', text: 'ML engineer', expect: ['ml'], first: true },
  { kind: 'abbreviation', text: 'artificial intelligence', expect: ['ai'] },
  { kind: 'abbreviation', text: 'UX', expect: ['ux'] },
  { kind: 'abbreviation', text: 'UI designer', expect: ['ui'], first: true },
  { kind: 'abbreviation', text: 'PM', expect: ['projectManager', 'productManager'] },
  { kind: 'abbreviation', text: 'EA', expect: ['ea'] },
  { kind: 'abbreviation', text: 'SDR', expect: ['sdr'] },
  { kind: 'abbreviation', text: 'BDR', expect: ['bdr'] },
  { kind: 'abbreviation', text: 'CDL', expect: ['cdl'] },
  { kind: 'abbreviation', text: 'commercial driver', expect: ['cdl'] },
  { kind: 'abbreviation', text: 'CPA', expect: ['cpa'] },
  { kind: 'abbreviation', text: 'js developer', expect: ['javascript'], first: true },
  { kind: 'abbreviation', text: 'sr accountant', expect: ['seniorAccountant'], first: true },
  { kind: 'abbreviation', text: 'jr engineer', expect: ['fullstackJr'], first: true },
  { kind: 'abbreviation', text: 'store mgr', expect: ['storeManager'], first: true },
  { kind: 'abbreviation', text: 'admin', expect: ['sysadmin', 'officeAdmin'] },
  { kind: 'abbreviation', text: 'java dev', expect: ['java'], first: true },
  // Which jobs come first
  { kind: 'ranking', text: 'nurse', expect: nurses, above: ['medReceptionist'] },
  { kind: 'ranking', text: 'bakery', expect: ['baker'], above: ['cashier'] },
  { kind: 'ranking', text: 'manager', expect: ['storeManager', 'accountManager', 'productManager'], above: [] },
  { kind: 'ranking', text: 'recep', expect: ['receptionist', 'medReceptionist'], first: true },
  { kind: 'ranking', text: 'driver', expect: ['cdl', 'delivery'], first: true },
  { kind: 'ranking', text: 'senior', expect: ['frontEndSr', 'javaSr', 'seniorAccountant'], first: true },
  { kind: 'ranking', text: 'store', expect: ['storeManager'], above: ['ecommerce'] },
  { kind: 'ranking', text: 'registered nurse', expect: ['rn', 'rnNight'], above: ['lpn', 'np'] },
  // Only what was asked for
  { kind: 'precision', text: 'java', expect: ['java', 'javaSr'], above: ['javascript'] },
  {
    kind: 'precision',
    text: 'intern',
    expect: ['marketingIntern', 'internship'],
    above: ['internalAuditor', 'internalComms'],
  },
  {
    kind: 'precision',
    text: 'acountant',
    expect: ['accountant', 'seniorAccountant', 'cpa'],
    above: ['accountManager', 'payable'],
  },
  { kind: 'precision', text: 'casheir', expect: ['cashier'], never: ['storeManager', 'baker', 'barista'] },
  { kind: 'precision', text: 'barrista', expect: ['barista'], never: ['cafeSupervisor', 'baker'] },
  { kind: 'precision', text: 'electrican', expect: ['electrician'], never: ['cdl', 'machinist'] },
  { kind: 'precision', text: 'cashier', expect: ['cashier'], never: ['storeManager', 'baker'] },
  { kind: 'precision', text: 'nurse practitioner', expect: ['np'], never: ['pt', 'pa'] },
  { kind: 'precision', text: 'javascript', expect: ['javascript'], never: ['java', 'javaSr'] },
];

let t: TestApp;
const idOf = new Map<string, number>();

beforeAll(async () => {
  t = await startTestApp();
  let age = 0;
  for (const [name, jobs] of Object.entries(CATALOGUE)) {
    const business = await createBusiness(t.db, { name });
    for (const job of jobs) {
      const created = await createJob(t.db, {
        businessId: business.id,
        title: job.title,
        description: `<p>${job.description}</p>`,
        postedAt: new Date(Date.now() - ++age * 3_600_000),
      });
      idOf.set(job.key, created.id);
    }
  }
}, 120_000);
afterAll(() => t?.close());

async function searchIds(text: string): Promise<number[]> {
  const response = await t.client().get(`/api/v1/jobs?${new URLSearchParams({ what_search_text: text })}`);
  expect(response.status, text).toBe(200);
  return (response.body as Array<{ id: number }>).map((job) => job.id);
}

/**
 * The abbreviations of US job boards added for issue 37 (decision 057), each with the words it stands for:
 * a job titled with the words and one titled with the abbreviation, each search finding both.
 */
const ADDED_PAIRS: Array<[abbreviation: string, words: string]> = [
  ['crna', 'nurse anesthetist'],
  ['cnm', 'nurse midwife'],
  ['surg tech', 'surgical technologist'],
  ['stna', 'nursing assistant'],
  ['hha', 'home health aide'],
  ['cpht', 'pharmacy technician'],
  ['rrt', 'registered respiratory therapist'],
  ['cota', 'occupational therapy assistant'],
  ['ota', 'occupational therapy assistant'],
  ['slpa', 'pathology assistant'],
  ['rdh', 'dental hygienist'],
  ['rda', 'registered dental assistant'],
  ['mlt', 'medical laboratory technician'],
  ['rdms', 'medical sonographer'],
  ['rad tech', 'radiologic technologist'],
  ['bcba', 'behavior analyst'],
  ['rbt', 'behavior technician'],
  ['lcsw', 'clinical social worker'],
  ['lmft', 'family therapist'],
  ['lpc', 'professional counselor'],
  ['fnp', 'family nurse practitioner'],
  ['pmhnp', 'psychiatric nurse practitioner'],
  ['pct', 'patient care technician'],
  ['cpc', 'certified professional coder'],
  ['rhit', 'health information technician'],
  ['lmt', 'massage therapist'],
  ['aemt', 'advanced emergency medical'],
  ['rph', 'pharmacist'],
  ['prn', 'per diem'],
  ['cdm', 'dietary manager'],
  ['cfa', 'chartered financial analyst'],
  ['cfp', 'certified financial planner'],
  ['cmo', 'chief marketing officer'],
  ['cio', 'chief information officer'],
  ['ciso', 'information security officer'],
  ['svp', 'senior vice president'],
  ['avp', 'assistant vice president'],
  ['evp', 'executive vice president'],
  ['gm', 'general manager'],
  ['agm', 'assistant general manager'],
  ['hrbp', 'hr business partner'],
  ['aml', 'anti money laundering'],
  ['ops', 'operations'],
  ['mgmt', 'management'],
  ['asm', 'assistant store manager'],
  ['bd', 'business development'],
  ['ppc', 'pay per click'],
  ['sem', 'search engine marketing'],
  ['crm', 'customer relationship management'],
  ['pr', 'public relations'],
  ['cx', 'customer experience'],
  ['sde', 'software development engineer'],
  ['bi', 'business intelligence'],
  ['nlp', 'natural language processing'],
  ['tpm', 'technical program manager'],
  ['pmp', 'project management professional'],
  ['noc', 'network operations center'],
  ['gis', 'geographic information systems'],
  ['cad', 'computer aided design'],
  ['erp', 'enterprise resource planning'],
  ['k8s', 'kubernetes'],
  ['db', 'database'],
  ['sysadmin', 'systems administrator'],
  ['infosec', 'information security'],
  ['cnc', 'computer numerical control'],
  ['plc', 'programmable logic controller'],
  ['hazmat', 'hazardous materials'],
  ['maint', 'maintenance'],
  ['mech', 'mechanic'],
  ['mech', 'mechanical'],
  ['elec', 'electrician'],
  ['elec', 'electrical'],
  ['ase', 'automotive service excellence'],
  ['ndt', 'nondestructive testing'],
  ['qc', 'quality control'],
  ['sped', 'special education'],
  ['wfh', 'remote'],
  ['3pl', 'third party logistics'],
  ['wms', 'warehouse management system'],
  ['scm', 'supply chain management'],
];

/** The words as a job board writes them in a title ('Nurse Anesthetist', 'CRNA'). */
const titled = (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase());

describe('search relevance', () => {
  it('has a catalogue of at least 40 jobs and at least 80 searches', () => {
    expect(Object.values(CATALOGUE).flat().length).toBeGreaterThanOrEqual(40);
    expect(CASES.length).toBeGreaterThanOrEqual(80);
    const keys = new Set(Object.values(CATALOGUE).flatMap((jobs) => jobs.map((job) => job.key)));
    for (const c of CASES)
      for (const key of [...c.expect, ...(c.above ?? []), ...(c.never ?? [])]) expect(keys).toContain(key);
  });

  it('finds the same jobs for words hyphenated, written apart or together', async () => {
    for (const spellings of [
      ['front-end', 'front end', 'frontend'],
      ['full-stack', 'full stack', 'fullstack'],
      ['e-commerce', 'e commerce', 'ecommerce'],
    ]) {
      const [first, ...others] = await Promise.all(spellings.map(async (text) => (await searchIds(text)).sort()));
      for (const [at, found] of others.entries()) expect(found, spellings[at + 1]).toEqual(first);
    }
  });

  it('finds every search’s jobs in the first 10, with MRR of at least 0.8 for each kind', async () => {
    const failures: string[] = [];
    const byKind = new Map<Kind, { recall: number; reciprocal: number; count: number }>();
    for (const c of CASES) {
      const found = await searchIds(c.text);
      const expected = c.expect.map((key) => idOf.get(key)!);
      const topTen = found.slice(0, 10);
      const recall = expected.filter((id) => topTen.includes(id)).length / expected.length;
      const firstAt = found.findIndex((id) => expected.includes(id));
      const reciprocal = firstAt < 0 ? 0 : 1 / (firstAt + 1);
      const totals = byKind.get(c.kind) ?? { recall: 0, reciprocal: 0, count: 0 };
      byKind.set(c.kind, {
        recall: totals.recall + recall,
        reciprocal: totals.reciprocal + reciprocal,
        count: totals.count + 1,
      });
      const names = (ids: number[]) =>
        ids.map((id) => [...idOf].find(([, value]) => value === id)?.[0] ?? id).join(', ');
      if (recall < 1) failures.push(`"${c.text}" (${c.kind}): found [${names(topTen)}]`);
      if (c.first && !found.slice(0, expected.length).every((id) => expected.includes(id))) {
        failures.push(`"${c.text}" (${c.kind}): expected first, found [${names(topTen)}]`);
      }
      const lastExpected = Math.max(...expected.map((id) => found.indexOf(id)));
      for (const key of c.above ?? []) {
        const at = found.indexOf(idOf.get(key)!);
        if (at >= 0 && at < lastExpected)
          failures.push(`"${c.text}" (${c.kind}): ${key} above, found [${names(found)}]`);
      }
      for (const key of c.never ?? []) {
        if (found.includes(idOf.get(key)!)) failures.push(`"${c.text}" (${c.kind}): found ${key} [${names(found)}]`);
      }
    }
    const table = [...byKind].map(([kind, totals]) => ({
      kind,
      searches: totals.count,
      'recall@10': Number((totals.recall / totals.count).toFixed(3)),
      MRR: Number((totals.reciprocal / totals.count).toFixed(3)),
    }));
    console.log(`Search relevance (${CASES.length} searches, ${idOf.size} jobs)`);
    console.table(table);
    expect(failures).toEqual([]);
    for (const row of table) expect(row.MRR, row.kind).toBeGreaterThanOrEqual(0.8);
  }, 120_000);
});

describe('search relevance of the abbreviations added for issue 37', () => {
  let app: TestApp;
  // Per pair: the job titled with the words, the job titled with the abbreviation.
  const jobsOf: Array<{ words: number; abbreviation: number }> = [];

  beforeAll(async () => {
    app = await startTestApp();
    const business = await createBusiness(app.db, { name: 'Crestline Staffing' });
    let age = 0;
    const post = async (title: string) =>
      (
        await createJob(app.db, {
          businessId: business.id,
          title,
          description: '<p>Join a friendly team with good benefits.</p>',
          postedAt: new Date(Date.now() - ++age * 3_600_000),
        })
      ).id;
    for (const [abbreviation, words] of ADDED_PAIRS) {
      jobsOf.push({
        words: await post(`${titled(words)} (${age})`),
        abbreviation: await post(`${abbreviation.toUpperCase()} (${age})`),
      });
    }
  }, 120_000);
  afterAll(() => app?.close());

  it('has at least 60 new pairs, each found both ways (recall@10 of 1)', async () => {
    expect(ADDED_PAIRS.length).toBeGreaterThanOrEqual(60);
    const failures: string[] = [];
    const totals = { searches: 0, recall: 0, reciprocal: 0 };
    for (const [at, [abbreviation, words]] of ADDED_PAIRS.entries()) {
      const expected = [jobsOf[at]!.words, jobsOf[at]!.abbreviation];
      for (const text of [abbreviation.toUpperCase(), words]) {
        const response = await app.client().get(`/api/v1/jobs?${new URLSearchParams({ what_search_text: text })}`);
        const found = (response.body as Array<{ id: number }>).map((job) => job.id);
        const topTen = found.slice(0, 10);
        const recall = expected.filter((id) => topTen.includes(id)).length / expected.length;
        const firstAt = found.findIndex((id) => expected.includes(id));
        totals.searches += 1;
        totals.recall += recall;
        totals.reciprocal += firstAt < 0 ? 0 : 1 / (firstAt + 1);
        if (recall < 1) failures.push(`"${text}" found ${recall * 2} of its 2 jobs`);
      }
    }
    const figures = {
      pairs: ADDED_PAIRS.length,
      searches: totals.searches,
      'recall@10': Number((totals.recall / totals.searches).toFixed(3)),
      MRR: Number((totals.reciprocal / totals.searches).toFixed(3)),
    };
    console.log('Search relevance of the abbreviations added for issue 37');
    console.table([figures]);
    expect(failures).toEqual([]);
  }, 120_000);
});
