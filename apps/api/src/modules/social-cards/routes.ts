import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { HASHED_ASSET_CACHE } from '../../plugins/web-app.ts';
import { cardUrl, describeCard, type CardSubject } from './card-subjects.ts';
import { readCard } from './kept-cards.ts';

/** Social cards by versioned URL (decision 035): drawn on first request, then read from storage. */
export async function socialCardRoutes(app: FastifyInstance) {
  const { prisma, pool } = app.db;
  const { storage } = app.services;
  const { publicUrl } = app.services.config;

  async function send(reply: FastifyReply, subject: CardSubject, file: string) {
    const card = await describeCard({ pool, prisma }, subject);
    if (!card) throw AppError.notFound('Social card');
    // An old version (the job or its business changed since the page was fetched): the current card.
    if (file !== `${card.version}.png`)
      return reply.header('cache-control', 'no-cache').redirect(cardUrl(publicUrl, card), 301);
    const png = await readCard(prisma, storage, card);
    return reply
      .type('image/png')
      .header('cache-control', HASHED_ASSET_CACHE)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .serializer((payload: unknown) => payload as string)
      .send(png);
  }

  registerEndpoint(app, endpoints.socialCards.show, async (request, reply) =>
    send(reply, { kind: request.params.kind, id: request.params.id }, request.params.file),
  );
  registerEndpoint(app, endpoints.socialCards.site, async (request, reply) =>
    send(reply, { kind: 'site' }, request.params.file),
  );
}
