import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Makes every colour change instant while axe measures (see `seriousViolations`). */
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; }';

/**
 * The serious and critical axe violations on the page (or within `include`), one line each. Axe
 * scrolls elements into view to measure their colours; the browser then finds the pointer over
 * another element, and that element's hover transition would be measured half-way (a pale red button
 * on a pink one). With transitions off, every element is measured in a state a user sees at rest.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const style = await page.addStyleTag({ content: NO_TRANSITIONS });
  try {
    const builder = new AxeBuilder({ page });
    if (include) builder.include(include);
    const results = await builder.analyze();
    return results.violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
  } finally {
    await style.evaluate((node) => node.parentNode?.removeChild(node));
  }
}
