import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markInputSchema,
  markMessages,
  markResponseSchema,
  messageResponseSchema,
  problemParamsSchema,
} from '@upsolve/contract';
import type { FeatureOptions } from '../../lib/services.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import { removeMark, setMark } from './service.ts';

const errors = errorResponses(400, 401, 404);

/**
 * Marks (docs/product.md, "Marks"): the viewer marks any problem they can read solved, solved
 * with help, attempted or to do, and removes the mark. Lists and pages show it as `myMark`.
 */
export const markRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services }) => {
  // Every call needs a user; checking before validation makes a signed-out call a 401, never a 400.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.put(
    '/problem/:problemId/mark',
    {
      schema: {
        tags: ['marks'],
        summary:
          'Mark a readable problem (and its twins) solved, solved with help, attempted or to do',
        params: problemParamsSchema,
        body: markInputSchema,
        response: { 200: markResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { value: mark } = await setMark(services, viewer, request.params, request.body);
      return { message: markMessages.saved, mark };
    },
  );

  app.delete(
    '/problem/:problemId/mark',
    {
      schema: {
        tags: ['marks'],
        summary: "Remove the viewer's mark on a readable problem (idempotent)",
        params: problemParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeMark(services, requireUser(request), request.params);
      return { message: markMessages.removed };
    },
  );
};
