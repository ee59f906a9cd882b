import type { AiConversationSummary, AiMessage } from '@upsolve/contract';
import type { AiConversationRow, AiMessageRow } from '../../db/schema/index.ts';

/** A conversation row with the title of its problem, when the owner may still read it. */
export type ConversationWithProblem = AiConversationRow & { problemTitle: string | null };

/** A conversation in the sidebar: `problem` links a hint conversation to its problem. */
export function toConversationSummary(row: ConversationWithProblem): AiConversationSummary {
  return {
    _id: row.id,
    title: row.title,
    problem:
      row.problemId === null || row.problemTitle === null
        ? null
        : { _id: row.problemId, title: row.problemTitle },
    hintRung: row.hintRung,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A stored turn as the seed's client reads it: the assistant's turns are sent by 'ai'. */
export function toAiMessage(row: AiMessageRow): AiMessage {
  return {
    _id: row.id,
    sender: row.role === 'user' ? 'user' : 'ai',
    content: row.content,
    status: row.status,
    hintRung: row.hintRung,
    createdAt: row.createdAt.toISOString(),
  };
}
