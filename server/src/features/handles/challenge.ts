import { randomBytes, randomInt } from 'node:crypto';
import { handleChallengeMinutes } from '@upsolve/contract';
import type { Submission } from './sites.ts';

/**
 * The proof a handle is the user's. Codeforces, as the community does it (the TLE bot's check):
 * Upsolve names a problem, the user submits a compilation error to it within 10 minutes, Upsolve
 * finds it through the site's public API. The problem is drawn from a few old, easy ones, so a
 * stranger cannot have prepared the submission. AtCoder: its submissions reach AtCoder Problems
 * late, so the user puts a random token in their profile's affiliation within the 10 minutes and
 * Upsolve reads it from the profile page.
 */
const codeforcesProblems = [
  ['4', 'A'],
  ['1', 'A'],
  ['71', 'A'],
  ['158', 'A'],
  ['231', 'A'],
  ['282', 'A'],
].map(([contest = '', index = '']) => ({
  key: `codeforces:${contest}${index}`,
  url: `https://codeforces.com/problemset/problem/${contest}/${index}`,
}));

/**
 * A challenge as stored (linked_handles' challenge columns): for Codeforces the problem's key and
 * link; for AtCoder the token (in the key's column) and the profile's link.
 */
export interface Challenge {
  problemKey: string;
  problemUrl: string;
  startedAt: Date;
  expiresAt: Date;
}

const window = (now: Date) => ({
  startedAt: now,
  expiresAt: new Date(now.getTime() + handleChallengeMinutes * 60_000),
});

export function newCodeforcesChallenge(now = new Date()): Challenge {
  const chosen = codeforcesProblems[randomInt(codeforcesProblems.length)] ?? codeforcesProblems[0];
  if (chosen === undefined) throw new Error('No Codeforces challenge problem');
  return { problemKey: chosen.key, problemUrl: chosen.url, ...window(now) };
}

/** 80 random bits: nobody guesses it within the ten minutes, and it fits AtCoder's field. */
export function newAffiliationToken(): string {
  return `upsolve-${randomBytes(10).toString('hex')}`;
}

/** The profile people open on AtCoder (the page itself is read from the ATCODER_API setting). */
export const atcoderProfileUrl = (handle: string) =>
  `https://atcoder.jp/users/${encodeURIComponent(handle)}`;

export function newAtcoderChallenge(handle: string, now = new Date()): Challenge {
  return {
    problemKey: newAffiliationToken(),
    problemUrl: atcoderProfileUrl(handle),
    ...window(now),
  };
}

/** Whether the affiliation read from the profile holds the token (beside whatever else is there). */
export function holdsToken(affiliation: string | null, token: string): boolean {
  return affiliation !== null && affiliation.includes(token);
}

/** A minute of slack either side: the sites' clocks and ours differ a little. */
const slackSeconds = 60;

/** Whether `submissions` hold the challenge's compilation error, sent within its window. */
export function meetsChallenge(
  submissions: Submission[],
  challenge: { problemKey: string; startedAt: Date; expiresAt: Date },
): boolean {
  const from = challenge.startedAt.getTime() / 1000 - slackSeconds;
  const until = challenge.expiresAt.getTime() / 1000 + slackSeconds;
  return submissions.some(
    (submission) =>
      submission.compilationError &&
      submission.problemKey === challenge.problemKey &&
      submission.second >= from &&
      submission.second <= until,
  );
}
