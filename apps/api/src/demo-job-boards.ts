import type { Config } from './config.ts';
import { LocalJobBoards } from './infra/job-boards/local-job-boards.ts';

/**
 * The demo's job boards (decision 062): with `DEMO_JOB_BOARDS` on (the default when demo data is seeded and no
 * provider URL is set), the recorded example boards are served in this process on a free local port and every
 * provider is read from them, so the demo business connected to the Greenhouse board `harborcoffee` shows
 * imported jobs, and an owner may connect `lonestarsupply` (Lever), `peakoutfitters` (Ashby), `baysideclinic`
 * (Workable) or `LakesideGrocers` (SmartRecruiters). The server closes when the process ends.
 */
export async function withDemoJobBoards(config: Config): Promise<Config> {
  if (!config.jobSources.demoBoards) return config;
  const boards = new LocalJobBoards().withRecordedAnswers();
  const url = await boards.start();
  boards.unref();
  return {
    ...config,
    jobSources: {
      ...config.jobSources,
      baseUrls: { greenhouse: url, lever: url, ashby: url, workable: url, smartrecruiters: url },
    },
  };
}
