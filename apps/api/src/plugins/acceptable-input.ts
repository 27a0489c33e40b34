import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.ts';
import { findUnacceptableText, UNACCEPTABLE_TEXT_MESSAGE } from '../http/acceptable-text.ts';
import { fieldKey } from './errors.ts';

/**
 * Applies the text rule (http/acceptable-text.ts) to every request's path parameters, query and
 * parsed body, before validation and before any route: 400 for the path and query, 422 with the
 * field's key for a body. Multipart fields are read later, by `readMultipart`, which applies it too.
 */
async function acceptableInputPlugin(app: FastifyInstance) {
  // A hook that awaits nothing is written with `done`: an async one costs every request a promise (decision 075).
  app.addHook('preValidation', (request, _reply, done) => done(unacceptableInput(request)));
}

/** The refusal of a request whose path, query or body breaks the text rule; undefined when none does. */
function unacceptableInput(request: FastifyRequest): AppError | undefined {
  for (const [where, value] of [
    ['path', request.params],
    ['query string', request.query],
  ] as const) {
    const problem = findUnacceptableText(value);
    if (problem?.kind === 'depth') return new AppError('bad_request', `Invalid ${where}: nested too deeply.`);
    if (problem)
      return new AppError(
        'bad_request',
        `Invalid ${where}: ${fieldKey(`/${problem.path.join('/')}`)} ${UNACCEPTABLE_TEXT_MESSAGE}.`,
      );
  }
  const problem = findUnacceptableText(request.body);
  if (problem?.kind === 'depth') return new AppError('bad_request', 'The request body is nested too deeply.');
  if (problem) return AppError.invalid({ [fieldKey(`/${problem.path.join('/')}`)]: [UNACCEPTABLE_TEXT_MESSAGE] });
  return undefined;
}

export default fp(acceptableInputPlugin, { name: 'acceptable-input' });
