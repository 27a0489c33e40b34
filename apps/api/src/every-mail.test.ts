import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dayInWords } from './modules/business-jobs/mail/expiry-reminder.tsx';
import { MAIL_SAMPLES, SAMPLE_OTHER_LINKS } from './testing/mail-samples.tsx';
import { expectProductMail, fixedWidths } from './testing/rendered-mail.ts';

const modulesDir = path.join(import.meta.dirname, 'modules');

/** Functions a `mail/` folder exports that are not e-mails (a template's own helpers). */
const NOT_TEMPLATES = new Set<unknown>([dayInWords]);

/** Every function exported by a module's `mail/*.tsx` whose name starts in lower case: the templates. */
async function everyTemplate(): Promise<Array<{ file: string; name: string; fn: unknown }>> {
  const found: Array<{ file: string; name: string; fn: unknown }> = [];
  for (const module of readdirSync(modulesDir)) {
    const mailDir = path.join(modulesDir, module, 'mail');
    let files: string[];
    try {
      files = readdirSync(mailDir).filter((file) => file.endsWith('.tsx') && !file.includes('.test.'));
    } catch {
      continue;
    }
    for (const file of files) {
      const exports = (await import(pathToFileURL(path.join(mailDir, file)).href)) as Record<string, unknown>;
      for (const [name, fn] of Object.entries(exports)) {
        if (typeof fn === 'function' && /^[a-z]/.test(name) && !NOT_TEMPLATES.has(fn))
          found.push({ file: `${module}/mail/${file}`, name, fn });
      }
    }
  }
  return found;
}

// Importing every template compiles them all on first use; on a busy two-core machine that takes seconds.
describe('every e-mail reads on a phone, on a desktop and in a text-only client', { timeout: 60_000 }, () => {
  it('has a sample in testing/mail-samples.tsx for every template of every module', async () => {
    const templates = await everyTemplate();
    expect(templates.length).toBeGreaterThanOrEqual(20);
    const sampled = new Set<unknown>(MAIL_SAMPLES.map((sample) => sample.template));
    const missing = templates
      .filter((template) => !sampled.has(template.fn))
      .map((template) => `${template.name} (${template.file})`);
    expect(missing, 'templates without a sample in src/testing/mail-samples.tsx').toEqual([]);
    expect(new Set(MAIL_SAMPLES.map((sample) => sample.name)).size).toBe(MAIL_SAMPLES.length);
  });

  it.each(MAIL_SAMPLES.map((sample) => [sample.name, sample] as const))(
    '%s: the viewport meta, one column no wider than 600 px, a text part with its links written out, a greeting',
    async (_name, sample) => {
      const mail = await sample.render();
      expectProductMail(mail, {
        subject: mail.subject,
        keySentence: 'You get this',
        otherLinks: SAMPLE_OTHER_LINKS,
      });
      // A phone lays the mail out at its own width, not at 980 px shrunk.
      expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
      expect(Math.max(...fixedWidths(mail.html))).toBeLessThanOrEqual(600);
      expect(mail.html).toContain('max-width:600px');

      // The text part: the same words, every link as its address, no markup.
      expect(mail.text.trim().length).toBeGreaterThan(200);
      for (const [, href] of mail.html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g))
        expect(mail.text).toContain(href!.replace(/&amp;/g, '&').replace(/^mailto:/, ''));

      // The greeting opens the message in both parts, once: by name where the name may be used.
      const greeting = sample.firstName ? `Hi ${sample.firstName},` : 'Hello,';
      expect(mail.text).toMatch(new RegExp(`^MainWork \\S+\\n\\n${greeting}\\n\\n`));
      expect(mail.html.split(`>${greeting}</p>`)).toHaveLength(2);
      expect(mail.text.split('\n').filter((line) => /^(Hello|Hi)\b[^.]*,$/.test(line))).toEqual([greeting]);
    },
  );
});
