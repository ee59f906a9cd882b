import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../lib/services.ts';
import { recoveryRoutes } from './recovery-routes.ts';

/**
 * Keeping one's own account safe (docs/product.md, "Account"): a forgotten password, one's data
 * and leaving (recovery-routes.ts).
 */
export const accountRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, options) => {
  await app.register(recoveryRoutes, options);
};
