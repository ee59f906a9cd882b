import { importMessages } from '@upsolve/contract';
import type { ImportSite } from '@upsolve/contract';
import { isImportSite, problemKeyOf } from '../../lib/problem-keys.ts';
import type { ProblemKey } from '../../lib/problem-keys.ts';
import { validationError } from '../../plugins/errors.ts';

/**
 * Only a problem link of a site Upsolve knows (Codeforces, AtCoder, LeetCode) is looked up: any
 * other text, a non-http(s) link or another site's page is refused with 400 naming the sites, and
 * nothing is fetched. Resolves to the link's key.
 */
export function assertImportableLink(url: string): ProblemKey & { site: ImportSite } {
  const found = problemKeyOf(url);
  if (found === null || !isImportSite(found.site)) {
    throw validationError({ url: importMessages.unsupported }, importMessages.unsupported);
  }
  return { ...found, site: found.site };
}
