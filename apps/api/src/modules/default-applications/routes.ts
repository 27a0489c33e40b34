import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { sendAttachment } from '../../http/send-attachment.ts';
import {
  createDefaultApplication,
  findDefaultApplication,
  findDefaultApplicationFile,
  updateDefaultApplication,
} from './default-application.ts';

export async function defaultApplicationRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  const { storage } = app.services;
  const { applications } = endpoints;

  registerEndpoint(app, applications.defaults, async (request) =>
    findDefaultApplication(prisma, { userId: request.currentUser!.id, ability: request.ability }),
  );

  registerEndpoint(app, applications.createDefaults, async (request) =>
    createDefaultApplication(prisma, {
      userId: request.currentUser!.id,
      ability: request.ability,
      fields: request.body.default_application,
      uploads: request.uploads,
    }),
  );

  registerEndpoint(app, applications.updateDefaults, async (request) =>
    updateDefaultApplication(
      { prisma, storage },
      {
        userId: request.currentUser!.id,
        ability: request.ability,
        fields: request.body.default_application,
        uploads: request.uploads,
      },
    ),
  );

  registerEndpoint(app, applications.defaultResume, async (request, reply) =>
    sendAttachment(
      reply,
      storage,
      await findDefaultApplicationFile(prisma, { userId: request.currentUser!.id, which: 'resume' }),
    ),
  );

  registerEndpoint(app, applications.defaultCoverLetter, async (request, reply) =>
    sendAttachment(
      reply,
      storage,
      await findDefaultApplicationFile(prisma, { userId: request.currentUser!.id, which: 'coverLetter' }),
    ),
  );
}
