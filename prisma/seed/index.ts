export { seedReferenceData } from './reference-data.ts';
export { seedDemoData, isDatabaseEmpty, DEMO_LOGINS } from './demo-data.ts';
