import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/routes.ts';
import { blockRoutes } from './blocks/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { collaboratorRoutes } from './collaborators/routes.ts';
import { messageRoutes } from './messages/routes.ts';
import { problemRoutes } from './problems/routes.ts';
import { profileRoutes } from './profiles/routes.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { solutionRoutes } from './solutions/routes.ts';

/** Every feature's routes, mounted under /api by app.ts. */
export const features: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(problemRoutes);
  await app.register(solutionRoutes);
  await app.register(reviewRoutes);
  await app.register(profileRoutes);
  await app.register(collaboratorRoutes);
  await app.register(messageRoutes);
  await app.register(blockRoutes);
};
