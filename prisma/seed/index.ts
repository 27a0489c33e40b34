export { seedReferenceData } from './reference-data.ts';
export { seedDemoData, isDatabaseEmpty, DEMO_LOGINS } from './demo-data.ts';
export {
  ensureDemoImages,
  demoBannerSvg,
  demoIconSvg,
  demoLogoSvg,
  type DemoImageRole,
  type DemoImageStore,
} from './demo-images.ts';
