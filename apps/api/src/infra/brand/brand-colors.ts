/**
 * The web app's palette (apps/web/src/styles/tokens.scss, decision 058) for what the API draws itself: e-mails
 * and link-preview cards. Sass cannot be read here, so the values are repeated once, in this file, and
 * `brand-colors.test.ts` fails when they drift from the tokens.
 */
export const BRAND_COLORS = {
  /** `$mw-brand`: teal, 5.5:1 as text and under white text. */
  brand: '#0f766e',
  /** `$mw-brand-soft`: tinted surfaces (the initial tile of a missing logo). */
  brandSoft: '#f0fdfa',
  /** `$mw-ink`: body text. */
  ink: '#1e293b',
  /** `$mw-ink-muted`: secondary text, 7.6:1 on white. */
  inkMuted: '#475569',
  /** `$mw-surface-sunken`: page bands, footers. */
  surfaceSunken: '#f8fafc',
  /** `$mw-line`: borders and rules. */
  line: '#e2e8f0',
  /** `$mw-reward`: reward text on its chip. */
  reward: '#854d0e',
  /** `$mw-reward-soft`: the reward chip. */
  rewardSoft: '#fef9c3',
} as const;
