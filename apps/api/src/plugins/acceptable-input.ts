import type { FastifyInstance } from 'fastify';
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
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['path', request.params],
      ['query string', request.query],
    ] as const) {
      const problem = findUnacceptableText(value);
      if (problem?.kind === 'depth') throw new AppError('bad_request', `Invalid ${where}: nested too deeply.`);
      if (problem)
        throw new AppError(
          'bad_request',
          `Invalid ${where}: ${fieldKey(`/${problem.path.join('/')}`)} ${UNACCEPTABLE_TEXT_MESSAGE}.`,
        );
    }
    const problem = findUnacceptableText(request.body);
    if (problem?.kind === 'depth') throw new AppError('bad_request', 'The request body is nested too deeply.');
    if (problem) throw AppError.invalid({ [fieldKey(`/${problem.path.join('/')}`)]: [UNACCEPTABLE_TEXT_MESSAGE] });
  });
}

export default fp(acceptableInputPlugin, { name: 'acceptable-input' });
