import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { answerPage } from '../../http/list-page.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { isAutomatedOrPrefetch, visitorSignature } from '../../http/visitor.ts';
import { isStatementTimeout } from '../../infra/database-errors.ts';
import { RETRY_AFTER_S } from '../../plugins/errors.ts';
import type { JobSearchIndex } from './job-search-index.ts';
import { PostgresJobSearch } from './search-jobs.ts';
import { suggestSearches } from './search-suggestions.ts';

/**
 * A search cut short by its pool's statement timeout (57014) answers 503 in words a searcher can act on;
 * any other statement cancelled answers the error handler's generic 503.
 */
async function withinSearchTimeout<T>(search: () => Promise<T>): Promise<T> {
  try {
    return await search();
  } catch (error) {
    if (!isStatementTimeout(error)) throw error;
    throw new AppError('unavailable', 'This search took too long. Please try again in a moment, or with fewer words.', {
      headers: { 'retry-after': String(RETRY_AFTER_S) },
    });
  }
}

/**
 * The searches run on their database's search pool, whose statements are cut short past their timeout;
 * the three routes are public reads, answered from the replica when there is one (decision 072).
 */
export async function jobRoutes(app: FastifyInstance) {
  const { primary, replica } = app.publicReads;
  const indexes: Record<string, JobSearchIndex> = {
    primary: new PostgresJobSearch(primary.searchPool),
    ...(replica ? { replica: new PostgresJobSearch(replica.searchPool) } : {}),
  };

  registerEndpoint(app, endpoints.jobs.search, async (request, reply) => {
    const result = await withinSearchTimeout(() =>
      app.publicReads.run(request, (source) => indexes[source.name]!.search(request.query)),
    );
    if (result.totalCapped) reply.header('total-capped', 'true');
    // Header values are Latin-1: the corrected text is sent URI-encoded.
    if (result.didYouMean) reply.header('did-you-mean', encodeURIComponent(result.didYouMean));
    if (result.showingResultsFor) reply.header('showing-results-for', encodeURIComponent(result.showingResultsFor));
    return answerPage(reply, { rows: result.jobs, total: result.total });
  });

  registerEndpoint(app, endpoints.jobs.suggestions, async (request) =>
    withinSearchTimeout(() =>
      app.publicReads.run(request, (source) => suggestSearches(source.searchPool, request.query.q)),
    ),
  );

  registerEndpoint(app, endpoints.jobs.show, async (request, reply) => {
    const job = await app.publicReads.run(request, (source) => app.liveJobs.find(request.params.id, source));
    if (!job) throw AppError.notFound('Job');
    // A view: once per visitor a day, never a bot, a prefetch or the business looking at its own job.
    const own = request.currentUser?.businessId === job.business.id;
    if (!own && !isAutomatedOrPrefetch(request as never)) {
      const signature = visitorSignature(request as never, reply, { create: true });
      if (signature) app.jobViews.record(job.id, signature);
    }
    return job;
  });
}
