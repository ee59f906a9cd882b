import {
  importMessages,
  importSiteLabels,
  importSites,
  platformFromUrl,
  type ImportSite,
} from '@upsolve/contract';
import { ApiError, errorText } from '@/lib/api.ts';

/** Typing or pasting pauses this long before a link is looked up. */
export const lookupDebounceMs = 400;

/**
 * The site a link is looked up on: an http(s) link to a page (not just the home page) of
 * Codeforces, AtCoder or LeetCode; anything else is never sent.
 */
export function lookupSiteOf(link: string): ImportSite | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.pathname.replace(/\/+$/, '') === '') return null;
  const platform = platformFromUrl(url.href);
  return importSites.find((site) => importSiteLabels[site] === platform) ?? null;
}

/**
 * A failed lookup in words, shown next to the link (it never stops the form): an unsupported link
 * (400, the server's words naming the sites), a problem the site does not know (404), the site
 * down or slow (502, "Codeforces did not answer; fill in the fields by hand").
 */
export function lookupErrorText(error: unknown, site: ImportSite): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return importMessages.unknownProblem;
    if (error.status === 400) {
      return error.fields.url ?? error.serverMessage ?? importMessages.unsupported;
    }
    if (error.status === 502) return error.serverMessage ?? importMessages.upstream(site);
  }
  return errorText(error);
}

/** Tags compared as the contract keeps them: case does not make a tag another. */
export function sameTags(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const lower = new Set(a.map((tag) => tag.toLowerCase()));
  return b.every((tag) => lower.has(tag.toLowerCase()));
}
