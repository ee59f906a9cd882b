import { and, eq } from 'drizzle-orm';
import { aiTexts, idSchema, limits } from '@upsolve/contract';
import type { AskAiInputParsed, Viewer } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { aiConversations } from '../../db/schema/index.ts';
import type { AiConversationRow, ProblemRecord } from '../../db/schema/index.ts';
import { notFound, validationError } from '../../plugins/errors.ts';
import { findReadableProblem } from '../problems/index.ts';

/**
 * The conversation if it is the viewer's. A malformed or unknown id and another user's
 * conversation are all 404: nobody learns which ids exist.
 */
export async function assertOwnConversation(
  db: Executor,
  viewer: Viewer,
  conversationId: string,
): Promise<AiConversationRow> {
  if (!idSchema.safeParse(conversationId).success) throw notFound();
  const [conversation] = await db
    .select()
    .from(aiConversations)
    .where(and(eq(aiConversations.id, conversationId), eq(aiConversations.ownerId, viewer.id)))
    .limit(1);
  if (conversation === undefined) throw notFound();
  return conversation;
}

/** What a question may be, once the rules below let it through. */
export interface AllowedTurn {
  /** The conversation it continues, or null for a new one. */
  conversation: AiConversationRow | null;
  /** The problem of a hint conversation, read as the viewer may read it; null otherwise. */
  problem: ProblemRecord | null;
  /** The conversation's hint rung once this turn is stored (raised by one by `nextHint`). */
  rung: number;
}

/**
 * Who may ask what: a conversation only its owner continues (404); a problem, new or the
 * conversation's own, only one the viewer may read (404, as the problem's page answers); a
 * conversation stays on its problem (400 `otherProblem`); "Next hint" needs a problem (400
 * `hintNeedsProblem`) and a rung left to climb (400 `ladderDone`).
 */
export async function assertCanAsk(
  db: Executor,
  viewer: Viewer,
  input: AskAiInputParsed,
): Promise<AllowedTurn> {
  const conversation =
    input.conversationId === undefined
      ? null
      : await assertOwnConversation(db, viewer, input.conversationId);
  const problemId = conversation === null ? input.problemId : conversation.problemId;
  if (conversation !== null && input.problemId !== undefined && input.problemId !== problemId) {
    throw validationError({ problemId: aiTexts.otherProblem });
  }
  const problem =
    problemId === undefined || problemId === null
      ? null
      : await findReadableProblem(db, problemId, viewer);
  const rung = conversation?.hintRung ?? 0;
  if (input.nextHint !== true) return { conversation, problem, rung };
  if (problem === null) throw validationError({ nextHint: aiTexts.hintNeedsProblem });
  if (rung >= limits.aiHintRungs) throw validationError({ nextHint: aiTexts.ladderDone });
  return { conversation, problem, rung: rung + 1 };
}
