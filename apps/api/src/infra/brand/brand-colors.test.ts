import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRAND_COLORS } from './brand-colors.ts';

const TOKENS = fileURLToPath(new URL('../../../../web/src/styles/tokens.scss', import.meta.url));
const SASS_NAMES: Record<keyof typeof BRAND_COLORS, string> = {
  brand: 'mw-brand',
  brandSoft: 'mw-brand-soft',
  ink: 'mw-ink',
  inkMuted: 'mw-ink-muted',
  surfaceSunken: 'mw-surface-sunken',
  line: 'mw-line',
  reward: 'mw-reward',
  rewardSoft: 'mw-reward-soft',
};

describe('the colours e-mails and preview cards are drawn in', () => {
  it("are the web app's design tokens, value for value", () => {
    const tokens = readFileSync(TOKENS, 'utf8');
    for (const [name, sassName] of Object.entries(SASS_NAMES)) {
      const declared = new RegExp(`^\\$${sassName}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`, 'm').exec(tokens)?.[1];
      expect(declared?.toLowerCase(), `$${sassName}`).toBe(BRAND_COLORS[name as keyof typeof BRAND_COLORS]);
    }
  });
});
