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

/**
 * Targets too small or too close to tap (axe's `target-size`, WCAG 2.2's 2.5.8: 24 by 24 px, or that much room
 * around), one line each, within `include`. Not among the rules axe runs by default; checked where a page packs
 * targets tightly (a job card's place link beside its bookmark).
 */
export async function tooSmallTargets(page: Page, include: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(include).withRules(['target-size']).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`),
  );
}
