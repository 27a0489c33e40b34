import type { FastifyInstance } from 'fastify';
import { placeEndpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { autocompleteLocations } from './autocomplete.ts';

export async function placeRoutes(app: FastifyInstance) {
  // Offline data, built in memory on the first request (GeoNames cities and US ZIP codes).
  registerEndpoint(app, placeEndpoints.autocomplete, async (request) =>
    autocompleteLocations(request.query.location_query ?? ''),
  );
}
