import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// docker-compose and GitHub Actions cannot run on the development machines: their files are checked here.
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFile(path.join(repoRoot, file), 'utf8');
const README_RUN = 'npx -y pnpm@10.34.9 install && npx -y pnpm@10.34.9 start';
const README_TEST = 'npx -y pnpm@10.34.9 install && npx -y pnpm@10.34.9 test';

describe('deployment files', () => {
  it('docker-compose runs PostgreSQL, a mail inbox and the app with the README run command', async () => {
    const compose = parse(await read('docker-compose.yml'));
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'mail', 'postgres']);
    expect(compose.services.app.command).toContain(README_RUN);
    expect(compose.services.app.environment.DATABASE_URL).toMatch(/^postgresql:\/\/.+@postgres:5432\//);
    expect(compose.services.app.environment.SMTP_URL).toBe('smtp://mail:1025');
    expect(compose.services.mail.image).toBe('maildev/maildev:2.2.1');
  });

  it('the GitHub workflow runs .ci/run, which runs the README test command', async () => {
    const workflow = parse(await read('.github/workflows/ci.yml'));
    const steps = workflow.jobs.test.steps as Array<{ run?: string }>;
    expect(steps.some((step) => step.run === 'bash .ci/run')).toBe(true);
    expect(await read('.ci/run')).toContain(README_TEST);
  });

  it('CI tests the oldest and the newest supported Node line, both named in engines; .ci/run alone the newest', async () => {
    const workflow = parse(await read('.github/workflows/ci.yml'));
    expect(workflow.jobs.test.strategy.matrix.node).toEqual(['20', '24']);
    expect(workflow.jobs.test.env.CI_NODE_LINES).toBe('${{ matrix.node }}');
    // Run alone (no CI_NODE_LINES), .ci/run tests the newest line, every test, within CI's 90 minutes.
    const defaultLines = /CI_NODE_LINES:-([\d ]+)\}/.exec(await read('.ci/run'))?.[1]?.split(' ');
    expect(defaultLines).toEqual(['24']);
    const { engines } = JSON.parse(await read('package.json')) as { engines: { node: string } };
    const supportedLines = engines.node.split('||').map((range) => /\^(\d+)\./.exec(range)?.[1]);
    expect(supportedLines).toEqual(['20', '22', '24']);
  });

  it('the README gives the two commands first', async () => {
    const readme = await read('README.md');
    const runAt = readme.indexOf(README_RUN);
    const testAt = readme.indexOf(README_TEST);
    expect(runAt).toBeGreaterThan(0);
    expect(testAt).toBeGreaterThan(runAt);
    expect(readme.indexOf('## Configuration')).toBeGreaterThan(testAt);
  });
});
