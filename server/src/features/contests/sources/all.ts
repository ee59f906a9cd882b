import type { ContestSource } from '@upsolve/contract';
import type { Config } from '../../../config.ts';
import { atcoderSource } from './atcoder.ts';
import { codechefSource } from './codechef.ts';
import { codeforcesSource } from './codeforces.ts';
import { leetcodeSource } from './leetcode.ts';
import type { ContestSourceAdapter } from './source.ts';

/** Every contest source, in the order the calendar merges them (Codeforces first). */
export const contestSourceAdapters: readonly ContestSourceAdapter[] = [
  codeforcesSource,
  atcoderSource,
  codechefSource,
  leetcodeSource,
];

/** Each source's base-URL setting (tests point them at a local fake). */
export function baseUrlOf(config: Config['contests'], source: ContestSource): string {
  const bases: Record<ContestSource, string> = {
    codeforces: config.codeforcesApi,
    atcoder: config.atcoderApi,
    codechef: config.codechefApi,
    leetcode: config.leetcodeApi,
  };
  // A trailing slash in a setting would double the one each path starts with.
  return bases[source].replace(/\/+$/, '');
}
