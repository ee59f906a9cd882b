import type { PageQueryParsed, ProblemSummary, UserParams } from '@upsolve/contract';
import { cacheTags } from '../../lib/cache-tags.ts';
import type { Services } from '../../lib/services.ts';
import type { CacheDeclaration } from '../../lib/cache-declaration.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { markedPageAnswer, markedPageView } from '../marks/index.ts';
import type { MarkedPage } from '../marks/index.ts';
import { listUserProblems } from './service.ts';

/**
 * A user's public problems as one viewer gets them: the page as stored, the same for everyone
 * (cached shared until the user's problems change), and the viewer's own marks on it.
 */
export type UserProblemsView = MarkedPage<ProblemSummary>;

const storedPage = (params: UserParams, page: PageQueryParsed): CacheDeclaration => ({
  key: `user-problems:${params.userId}:${JSON.stringify(page)}`,
  scope: 'shared',
  tags: [cacheTags.userProblems(params.userId)],
});

/** The stored page and the viewer's marks on it; 404 for a user that does not exist. */
export function userProblemsView(
  services: Services,
  viewer: SessionUser,
  params: UserParams,
  page: PageQueryParsed,
): Promise<UserProblemsView> {
  return markedPageView(
    services,
    viewer.id,
    storedPage(params, page),
    () => listUserProblems(services.db, params, page),
    (loaded) => loaded.items.map((problem) => cacheTags.problemCard(problem._id)),
  );
}

/** The answer's declaration: shared by every viewer with the same marks on the page. */
export function userProblemsAnswer(
  params: UserParams,
  page: PageQueryParsed,
  view: UserProblemsView,
): CacheDeclaration {
  return markedPageAnswer(view, storedPage(params, page));
}
