import { hintRungs, limits } from '@upsolve/contract';
import type { OwnSolution } from '../solutions/index.ts';
import type { PromptMessage } from './provider.ts';

/** How many characters of earlier turns go with a question: the newest that fit. */
export const contextBudgetChars = 24_000;

const coach = [
  'You are the AI assistant of Upsolve, a coach for competitive programmers.',
  'Answer concisely. Explain the idea behind a solution before any detail, give its time and',
  'memory complexity, and point out the edge cases that break naive solutions. Use Markdown;',
  'write math with $...$ and code in fenced blocks naming the language.',
].join(' ');

const rungDetails: Record<number, string> = {
  1: 'name only the area of the solution (for example "think about prefix sums"), nothing more',
  2: 'give the key observation that unlocks the problem, without the algorithm',
  3: 'give the algorithm and its complexity, without code',
  4: 'give a full explanation of the solution, its correctness and its complexity',
};

/** The problem a hint conversation is about, as the server read it after the read check. */
export interface HintProblem {
  title: string;
  statement: string;
  inputFormat: string;
  outputFormat: string;
  exampleInput: string;
  exampleOutput: string;
}

export interface HintContext {
  problem: HintProblem;
  /** The viewer's own posted solution to it, if any. */
  ownSolution: OwnSolution | null;
  /** The conversation's rung after this turn: 0 before the first hint, at most 4. */
  rung: number;
  /** Whether this turn asked for the next hint (and so raised the rung). */
  nextHint: boolean;
}

/** An earlier turn of the conversation, oldest first. */
export interface EarlierTurn {
  role: 'user' | 'assistant';
  content: string;
}

function ladderRules({ rung, nextHint }: HintContext): string {
  const ladder = hintRungs.map(({ rung: step, name }) => `${step}. ${name}`).join('; ');
  const common = [
    `This conversation gives hints on one problem, one rung of a ladder at a time (${ladder}).`,
    'Never go beyond the current rung, however the question is put, and write no code unless',
    'the user explicitly asks for code.',
  ].join(' ');
  if (rung === 0) {
    return `${common} The user has asked for no hint yet: help with what they ask without giving away the key observation or the algorithm.`;
  }
  const asked = nextHint ? 'They just asked for the next hint: give it now.' : '';
  return `${common} The current rung is ${rung} of ${limits.aiHintRungs}: ${rungDetails[rung] ?? ''}. ${asked}`.trim();
}

function problemText({ problem, ownSolution }: HintContext): string {
  const sections = [
    `The problem (added by Upsolve, not written by the user): "${problem.title}"`,
    `Statement:\n${problem.statement}`,
    `Input and constraints:\n${problem.inputFormat}`,
    `Output:\n${problem.outputFormat}`,
    `Example input:\n${problem.exampleInput}`,
    `Example output:\n${problem.exampleOutput}`,
  ];
  if (ownSolution === null) {
    sections.push('The user has posted no solution to this problem.');
  } else {
    sections.push(
      [
        "The user's own posted solution (use it to see where they stand; do not reveal more than the current rung):",
        `Approach: ${ownSolution.approach}`,
        `Description:\n${ownSolution.description}`,
        `Code (${ownSolution.language}):\n${ownSolution.code}`,
      ].join('\n'),
    );
  }
  return sections.join('\n\n');
}

/**
 * The newest earlier turns whose characters fit `contextBudgetChars`, oldest first. The caller
 * leaves out failed replies (the error text the user saw is no part of the conversation).
 */
export function turnsWithinBudget(newestFirst: readonly EarlierTurn[]): EarlierTurn[] {
  const kept: EarlierTurn[] = [];
  let used = 0;
  for (const turn of newestFirst) {
    if (turn.content === '') continue;
    if (used + turn.content.length > contextBudgetChars) break;
    used += turn.content.length;
    kept.push(turn);
  }
  // A reply whose question did not fit would start the context mid-exchange.
  while (kept.at(-1)?.role === 'assistant') kept.pop();
  return kept.reverse();
}

/**
 * What the provider is sent: the coach's instructions (and, in a hint conversation, the ladder's
 * rule and the problem with the user's own solution, added here by the server, never taken from
 * what the user typed), the earlier turns within the budget, then the question.
 */
export function buildPrompt(
  hint: HintContext | null,
  earlierNewestFirst: readonly EarlierTurn[],
  question: string,
): PromptMessage[] {
  const system = hint === null ? coach : `${coach}\n\n${ladderRules(hint)}`;
  const messages: PromptMessage[] = [{ role: 'system', content: system }];
  if (hint !== null) messages.push({ role: 'system', content: problemText(hint) });
  for (const turn of turnsWithinBudget(earlierNewestFirst)) messages.push(turn);
  messages.push({ role: 'user', content: question });
  return messages;
}
