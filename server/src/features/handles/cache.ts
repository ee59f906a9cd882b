import type { UserParams } from '@upsolve/contract';
import { cacheTags } from '../../lib/cache-tags.ts';
import type { CacheDeclaration } from '../../lib/cache-declaration.ts';
import type { SessionUser } from '../../plugins/session.ts';

/**
 * How the handles lists are cached: the viewer's own (challenges, sync state: theirs alone) and a
 * user's verified handles (shared). Both carry the user's handles tag, which every change of a
 * handle drops (subscribers.ts): linked, proven, synced, failed, unlinked.
 */
export function ownHandlesCacheDeclaration(viewer: SessionUser): CacheDeclaration {
  return {
    key: `handles:own:${viewer.id}`,
    scope: { viewerId: viewer.id },
    tags: [cacheTags.handles(viewer.id)],
  };
}

export function publicHandlesCacheDeclaration(params: UserParams): CacheDeclaration {
  return {
    key: `handles:public:${params.userId}`,
    scope: 'shared',
    tags: [cacheTags.handles(params.userId)],
  };
}
