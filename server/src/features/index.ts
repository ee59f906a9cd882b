import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services, SubscriberContext } from '../lib/services.ts';
import { registerAccountJobs } from './account/jobs.ts';
import { accountRoutes } from './account/routes.ts';
import { activityRoutes } from './activity/routes.ts';
import { activitySubscribers } from './activity/subscribers.ts';
import { accountSubscribers } from './account/subscribers.ts';
import { aiRoutes } from './ai/routes.ts';
import type { AiOptions } from './ai/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { authSubscribers } from './auth/subscribers.ts';
import { blockRoutes } from './blocks/routes.ts';
import { blockSubscribers } from './blocks/subscribers.ts';
import { blogRoutes } from './blogs/routes.ts';
import { blogSubscribers } from './blogs/subscribers.ts';
import { collaboratorRoutes } from './collaborators/routes.ts';
import { collaboratorSubscribers } from './collaborators/subscribers.ts';
import { registerContestJobs } from './contests/jobs.ts';
import { contestRoutes } from './contests/routes.ts';
import { contestSubscribers } from './contests/subscribers.ts';
import { discussionRoutes } from './discussion/routes.ts';
import { discussionSubscribers } from './discussion/subscribers.ts';
import { registerHandleJobs } from './handles/jobs.ts';
import { codeforcesSignInRoutes } from './handles/codeforces-sign-in-routes.ts';
import { handleRoutes } from './handles/routes.ts';
import { handleSourcesOf } from './handles/sites.ts';
import type { HandleSiteOptions } from './handles/sites.ts';
import { handleSubscribers } from './handles/subscribers.ts';
import { healthRoutes } from './health/routes.ts';
import { linkRoutes } from './links/routes.ts';
import { linkSubscribers } from './links/subscribers.ts';
import { markRoutes } from './marks/routes.ts';
import { markSubscribers } from './marks/subscribers.ts';
import { listRoutes } from './lists/routes.ts';
import { messageRoutes } from './messages/routes.ts';
import { messageSubscribers } from './messages/subscribers.ts';
import { moderationRoutes } from './moderation/routes.ts';
import { moderationSubscribers } from './moderation/subscribers.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { notificationSubscribers } from './notifications/subscribers.ts';
import { registerProblemImportJobs } from './problem-import/jobs.ts';
import { problemImportRoutes } from './problem-import/routes.ts';
import { problemRoutes } from './problems/routes.ts';
import { problemSubscribers } from './problems/subscribers.ts';
import { profileRoutes } from './profiles/routes.ts';
import { profileSubscribers } from './profiles/subscribers.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { reviewSubscribers } from './reviews/subscribers.ts';
import { solutionRoutes } from './solutions/routes.ts';
import { solutionSubscribers } from './solutions/subscribers.ts';
import { threadSubscribers } from './threads/subscribers.ts';
import { upsolveRoutes } from './upsolve/routes.ts';
import { upsolveSubscribers } from './upsolve/subscribers.ts';
import { voteRoutes } from './votes/routes.ts';
import { voteSubscribers } from './votes/subscribers.ts';

/**
 * Every feature, mounted under /api by app.ts: its reactions to events first (subscribers.ts),
 * then its routes, which get the services (lib/services.ts) and nothing else of the platform
 * (the AI assistant also its options: app.ts's `ai`), then its background jobs (jobs.ts).
 */
export const features: FastifyPluginAsyncZod<{
  ai?: AiOptions;
  handles?: HandleSiteOptions;
}> = async (app, options) => {
  const reactions: SubscriberContext = {
    db: app.db,
    events: app.events,
    cache: app.cache,
    realtime: app.realtime,
    presence: app.presence,
    sessions: app.sessionCache,
  };
  for (const subscribe of [
    authSubscribers,
    accountSubscribers,
    problemSubscribers,
    solutionSubscribers,
    reviewSubscribers,
    profileSubscribers,
    collaboratorSubscribers,
    messageSubscribers,
    blockSubscribers,
    threadSubscribers,
    blogSubscribers,
    voteSubscribers,
    discussionSubscribers,
    notificationSubscribers,
    moderationSubscribers,
    contestSubscribers,
    linkSubscribers,
    markSubscribers,
    activitySubscribers,
    handleSubscribers,
    upsolveSubscribers,
  ]) {
    subscribe(reactions);
  }

  const services: Services = { db: app.db, cache: app.cache, commit: app.commit };
  await app.register(healthRoutes);
  await app.register(authRoutes, { services });
  await app.register(accountRoutes, { services });
  await app.register(problemRoutes, { services });
  await app.register(markRoutes, { services });
  await app.register(problemImportRoutes, { services });
  registerProblemImportJobs(app, services);
  await app.register(solutionRoutes, { services });
  await app.register(reviewRoutes, { services });
  await app.register(profileRoutes, { services });
  await app.register(activityRoutes, { services });
  await app.register(collaboratorRoutes, { services });
  await app.register(messageRoutes, { services });
  await app.register(blockRoutes, { services });
  await app.register(blogRoutes, { services });
  await app.register(voteRoutes, { services });
  await app.register(discussionRoutes, { services });
  await app.register(notificationRoutes, { services });
  await app.register(moderationRoutes, { services });
  await app.register(contestRoutes, { services });
  await app.register(upsolveRoutes, { services });

  // Background work: the contests' scheduled refresh (and one as the server starts).
  registerContestJobs(app);
  await app.register(linkRoutes, { services });
  await app.register(listRoutes, { services });
  // Linked handles, and their syncs: each due one every HANDLE_SYNC_MINUTES, or at once on request.
  const handleSources = { ...handleSourcesOf(app.config), ...options.handles };
  const queueSync = registerHandleJobs(app, services, handleSources);
  const handleDeps = {
    sources: handleSources,
    queueSync,
    syncMinutes: app.config.handles.syncMinutes,
  };
  await app.register(handleRoutes, { services, handles: handleDeps });
  // "Link with Codeforces", where the operator set its OAuth app (404 otherwise).
  await app.register(codeforcesSignInRoutes, { services, handles: handleDeps });
  await app.register(aiRoutes, { services, ai: options.ai });
  // Deleted accounts' usernames, freed once their hold is over.
  registerAccountJobs(app);
};
