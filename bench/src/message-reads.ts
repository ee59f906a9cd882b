import type { CapturedAnswers } from './checks.ts';
import { mapConcurrently } from './http.ts';
import type { BenchRequest } from './http.ts';
import { partnersOf } from './message-data.ts';
import type { ConversationScale } from './message-data.ts';
import type { SignedIn } from './sessions.ts';
import { nextPages } from './workload.ts';
import type { ReadPlan } from './workload.ts';

export interface MessageReadInput {
  origin: string;
  /** Sessions of `bench_user_0`, `bench_user_1`, ... in that order: viewers and partners. */
  sessions: readonly SignedIn[];
  conversations: ConversationScale;
}

/** Pages of each viewer's user list that are read: the first, and those its cursors reach. */
const userListPages = 12;

/**
 * The two reads of the chat, each viewer with a session of their own: the user list (the people
 * talked to, then everyone else by username) page after page, and the newest page of each of the
 * viewer's conversations (each longer than a page).
 */
export function messageReadPlans(input: MessageReadInput, answers: CapturedAnswers): ReadPlan[] {
  const { sessions, conversations } = input;
  if (sessions.length < conversations.viewers + conversations.partnerPool) {
    throw new Error('The message reads need a session for every viewer and partner');
  }
  const viewers = sessions.slice(0, conversations.viewers);
  const get = (path: string, viewer: SignedIn): BenchRequest => ({
    method: 'GET',
    path,
    cookie: viewer.cookie,
  });
  return [
    {
      name: 'messages, user list',
      target: 0.2,
      requests: async () => {
        const walks = await mapConcurrently(viewers, 4, async (viewer) => {
          const first = get('/api/messages/users', viewer);
          return [first, ...(await nextPages(input.origin, first, userListPages - 1, answers))];
        });
        return walks.flat();
      },
    },
    {
      name: 'messages, a conversation',
      target: 0.2,
      requests: async () =>
        viewers.flatMap((viewer, index) =>
          partnersOf(index, conversations).map((partner) =>
            get(`/api/messages/${sessions[partner]?.userId ?? ''}`, viewer),
          ),
        ),
    },
  ];
}
