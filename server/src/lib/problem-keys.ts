import { importSites } from '@upsolve/contract';
import type { ImportSite } from '@upsolve/contract';

/**
 * A problem's one identity across the forms of its link (docs/decisions/013-canonical-problem-keys.md):
 * `codeforces:1775A` for every Codeforces link of problem A of contest 1775, `atcoder:abc300_a`
 * for an AtCoder task, `leetcode:two-sum` for a LeetCode question, and for any other site the
 * cleaned URL. Pure: twins (two keys of one problem) are resolved by the sites' catalog.
 */
export interface ProblemKey {
  /** The site the key belongs to, or `other` for a link of any other site. */
  site: ImportSite | 'other';
  key: string;
  /** The link in its plain form on the site. */
  link: string;
}

const codeforcesHosts = /^(?:(?:www|m\d*)\.)?codeforces\.(?:com|ru|net|org)$/;
const atcoderHosts = /^(?:www\.)?atcoder\.jp$/;
const leetcodeHosts = /^(?:www\.)?leetcode\.(?:com|cn)$/;

/** Query parameters that only say where a visitor came from. */
const trackingParameter =
  /^(?:utm_.*|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|ref|ref_src|igshid|si)$/i;

/** A Codeforces problem index: letters, optionally followed by digits (`A`, `B1`, `F2`). */
const index = '([A-Za-z][0-9]*)';

/** The Codeforces key of a path, or null when the path names no problem. */
function codeforcesKey(segments: string[]): { key: string; link: string } | null {
  const path = segments.join('/');
  const forms: [
    RegExp,
    (match: RegExpMatchArray) => { contest: string; index: string; gym: boolean },
  ][] = [
    [
      new RegExp(`^contest/(\\d+)/problem/${index}$`),
      (m) => ({ contest: m[1] ?? '', index: m[2] ?? '', gym: false }),
    ],
    [
      new RegExp(`^problemset/problem/(\\d+)/${index}$`),
      (m) => ({ contest: m[1] ?? '', index: m[2] ?? '', gym: false }),
    ],
    [
      new RegExp(`^gym/(\\d+)/problem/${index}$`),
      (m) => ({ contest: m[1] ?? '', index: m[2] ?? '', gym: true }),
    ],
    // A round's problem in the problem set's view of a group's contest is still the round's.
    [
      new RegExp(`^problemset/gymProblem/(\\d+)/${index}$`, 'i'),
      (m) => ({ contest: m[1] ?? '', index: m[2] ?? '', gym: true }),
    ],
    [
      new RegExp(`^group/\\w+/contest/(\\d+)/problem/${index}$`),
      (m) => ({ contest: m[1] ?? '', index: m[2] ?? '', gym: true }),
    ],
  ];
  for (const [pattern, parts] of forms) {
    const match = path.match(pattern);
    if (match === null) continue;
    const found = parts(match);
    const problem = found.index.toUpperCase();
    const contest = String(Number(found.contest));
    return found.gym
      ? {
          key: `codeforces:gym${contest}${problem}`,
          link: `https://codeforces.com/gym/${contest}/problem/${problem}`,
        }
      : {
          key: `codeforces:${contest}${problem}`,
          link: `https://codeforces.com/problemset/problem/${contest}/${problem}`,
        };
  }
  return null;
}

/** The AtCoder key: the task id, whichever contest's path names it (shared tasks keep theirs). */
function atcoderKey(segments: string[]): { key: string; link: string } | null {
  const [first, contest, tasks, task] = segments;
  if (first !== 'contests' || contest === undefined || tasks !== 'tasks' || task === undefined) {
    return null;
  }
  if (segments.length !== 4 || !/^[\w-]+$/.test(task)) return null;
  const id = task.toLowerCase();
  return {
    key: `atcoder:${id}`,
    link: `https://atcoder.jp/contests/${contest.toLowerCase()}/tasks/${id}`,
  };
}

/** The LeetCode key: the question's slug, in `/problems/{slug}/...` or a contest's path. */
function leetcodeKey(segments: string[]): { key: string; link: string } | null {
  const at = segments[0] === 'contest' ? 2 : 0;
  if (segments[0] === 'contest' && segments[1] === undefined) return null;
  const slug = segments[at] === 'problems' ? segments[at + 1] : undefined;
  if (slug === undefined || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(slug)) return null;
  const id = slug.toLowerCase();
  return { key: `leetcode:${id}`, link: `https://leetcode.com/problems/${id}/` };
}

/** Any other site's link without what does not name the page: fragment, tracking, a last `/`. */
function cleanedUrl(url: URL): string {
  const kept = [...url.searchParams].filter(([name]) => !trackingParameter.test(name));
  const query = new URLSearchParams(kept).toString();
  const path = url.pathname.replace(/\/+$/, '');
  const port = url.port === '' ? '' : `:${url.port}`;
  return `${url.protocol}//${url.hostname.toLowerCase()}${port}${path}${query === '' ? '' : `?${query}`}`;
}

/** A path segment as written, when its escapes are not UTF-8. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Each known site: its hosts, and the key of a path naming one of its problems. */
const knownSites: [
  ImportSite,
  RegExp,
  (segments: string[]) => { key: string; link: string } | null,
][] = [
  ['codeforces', codeforcesHosts, codeforcesKey],
  ['atcoder', atcoderHosts, atcoderKey],
  ['leetcode', leetcodeHosts, leetcodeKey],
];

/**
 * The key of a problem link; null for text that is not an http(s) URL. A link of a known site that
 * names no problem of it (a contest's page) gets the cleaned URL as its key, site `other`.
 */
export function problemKeyOf(text: string): ProblemKey | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const segments = url.pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodedSegment);
  for (const [site, hosts, keyOf] of knownSites) {
    if (!hosts.test(host)) continue;
    const found = keyOf(segments);
    if (found !== null) return { site, ...found };
  }
  const link = cleanedUrl(url);
  return { site: 'other', key: link, link };
}

/** Whether a key names a problem of a site whose catalog knows it (not a cleaned URL). */
export function isImportSite(site: ProblemKey['site']): site is ImportSite {
  return (importSites as readonly string[]).includes(site);
}
