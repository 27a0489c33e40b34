// @vitest-environment node
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleWidget } from '../../build/widget-bundle.ts';

/** Decision 067: a member site's page pays at most this for the widget's code, brotli-compressed. */
const WIDGET_BROTLI_BUDGET_BYTES = 15_000;

describe('the job widget as built', () => {
  it(`stays within ${WIDGET_BROTLI_BUDGET_BYTES} bytes of brotli, without React or zod`, async () => {
    const code = await bundleWidget();
    const brotli = zlib.brotliCompressSync(code, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    expect(brotli).toBeLessThanOrEqual(WIDGET_BROTLI_BUDGET_BYTES);
    expect(code).not.toMatch(/react|ZodError/i);
    console.log(`widget: ${code.length} bytes, ${brotli} bytes brotli`);
  });
});
