import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { PasswordHasher } from '../infra/password-hashing.ts';
import type { FileStorage } from '../infra/storage/file-storage.ts';

/** Collaborators the modules' services need, created once per app. */
export type Services = {
  config: Config;
  storage: FileStorage;
  passwords: PasswordHasher;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

async function servicesPlugin(app: FastifyInstance, options: { services: Services }) {
  app.decorate('services', options.services);
}

export default fp(servicesPlugin, { name: 'services' });
