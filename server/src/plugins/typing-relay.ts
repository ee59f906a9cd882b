import { typingNoticeIntervalMs } from '@upsolve/contract';
import { ExpiringCache } from '../lib/expiring-cache.ts';

/**
 * Whether a user may send typing notices to another: the same rule as messages. It is given to
 * the real-time plugin where the app registers it (app.ts), the one place the rule plugs in.
 */
export type MayMessage = (fromId: string, toId: string) => Promise<boolean>;

/** A pair's answer is kept this long: a block stops typing notices within this time. */
const answerTtlMs = 5_000;
const pairsKeptMax = 100_000;

/**
 * Decides each typing notice: at most one per `typingNoticeIntervalMs` per (sender, receiver)
 * pair on this node, and only to someone the sender may message (asked once per pair per
 * `answerTtlMs`). Refused notices are dropped without a word.
 */
export function typingRelay(mayMessage: MayMessage) {
  const lastPassed = new ExpiringCache<true>(pairsKeptMax);
  const answers = new ExpiringCache<Promise<boolean>>(pairsKeptMax);
  return async (fromId: string, toId: string): Promise<boolean> => {
    const pair = `${fromId}:${toId}`;
    if (lastPassed.get(pair) !== undefined) return false;
    // Counted before the rule is asked, so a burst asks it once.
    lastPassed.set(pair, true, typingNoticeIntervalMs);
    let answer = answers.get(pair);
    if (answer === undefined) {
      answer = mayMessage(fromId, toId).catch(() => false);
      answers.set(pair, answer, answerTtlMs);
    }
    return answer;
  };
}
