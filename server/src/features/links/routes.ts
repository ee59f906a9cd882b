import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  linkInputSchema,
  linkMessages,
  linkMutationResponseSchema,
  linkOrderResponseSchema,
  linkOrderSchema,
  linkParamsSchema,
  linkRenameSchema,
  linksResponseSchema,
  messageResponseSchema,
} from '@upsolve/contract';
import { cacheTags } from '../../lib/cache-tags.ts';
import type { FeatureOptions } from '../../lib/services.ts';
import { cachedAnswer } from '../../plugins/cache.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import { addLink, deleteLink, listLinks, renameLink, reorderLinks } from './service.ts';

const errors = errorResponses(400, 401, 404);

/**
 * Important links (docs/product.md, "Important links"): each user's own saved links, which only
 * they see and change. The list is cached as theirs until one of their changes drops it.
 */
export const linkRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services }) => {
  // Every call needs a user; checking before validation makes a signed-out call a 401, never a 400.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/implinks',
    {
      config: {
        cachedAnswer: cachedAnswer((request) => {
          const viewer = requireUser(request);
          return {
            key: 'links',
            scope: { viewerId: viewer.id },
            tags: [cacheTags.links(viewer.id)],
          };
        }),
      },
      schema: {
        tags: ['links'],
        summary: 'Your saved links, in your order',
        response: { 200: linksResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ links: await listLinks(app.db, requireUser(request)) }),
  );

  app.post(
    '/implinks',
    {
      schema: {
        tags: ['links'],
        summary: 'Save a link (name and http(s) URL) at the end of your list',
        body: linkInputSchema,
        response: { 201: linkMutationResponseSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const { value: link } = await addLink(services, requireUser(request), request.body);
      return reply.code(201).send({ message: linkMessages.added, link });
    },
  );

  // Registered before /implinks/:linkId, though Fastify prefers the static path either way.
  app.put(
    '/implinks/order',
    {
      schema: {
        tags: ['links'],
        summary: 'Put your links in a new order: every one of your link ids, once each',
        body: linkOrderSchema,
        response: { 200: linkOrderResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { value: links } = await reorderLinks(services, requireUser(request), request.body);
      return { message: linkMessages.reordered, links };
    },
  );

  app.patch(
    '/implinks/:linkId',
    {
      schema: {
        tags: ['links'],
        summary: 'Rename your link',
        params: linkParamsSchema,
        body: linkRenameSchema,
        response: { 200: linkMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { value: link } = await renameLink(services, viewer, request.params, request.body);
      return { message: linkMessages.renamed, link };
    },
  );

  app.delete(
    '/implinks/:linkId',
    {
      schema: {
        tags: ['links'],
        summary: 'Delete your link',
        params: linkParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteLink(services, requireUser(request), request.params);
      return { message: linkMessages.deleted };
    },
  );
};
