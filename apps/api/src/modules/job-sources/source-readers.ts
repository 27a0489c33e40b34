import type { TJobSourceKind } from '@mainwork/contracts';
import { readAshby } from './readers/ashby.ts';
import { readFeed } from './readers/feed.ts';
import { readGreenhouse } from './readers/greenhouse.ts';
import { readJsonLd } from './readers/json-ld.ts';
import { readLever } from './readers/lever.ts';
import { readSmartRecruiters } from './readers/smartrecruiters.ts';
import type { SourceReader } from './readers/sourced-job.ts';
import { readWorkable } from './readers/workable.ts';

/** The reader of each kind of source. */
export const SOURCE_READERS: Record<TJobSourceKind, SourceReader> = {
  greenhouse: readGreenhouse,
  lever: readLever,
  ashby: readAshby,
  workable: readWorkable,
  smartrecruiters: readSmartRecruiters,
  json_ld: readJsonLd,
  feed: readFeed,
};
