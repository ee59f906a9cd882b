import { fixture } from './fake-sites.ts';
import type { FakeAnswer, FakeSites } from './fake-sites.ts';

/**
 * Linked handles' sites as fakes, from recorded shapes: Codeforces' `user.info` and `user.status`
 * (fixtures codeforces-user-info*.json and codeforces-user-status.json, as the API documents them
 * at https://codeforces.com/apiHelp/objects#Submission; an unknown handle is HTTP 400 `FAILED`,
 * `user.status` saying "handle: User with handle X not found"), AtCoder's profile page
 * (atcoder-profile.html: the page's left column, its `dl-table` of country, birth year, Twitter ID
 * and affiliation, as https://atcoder.jp/users/{handle}?lang=en shows it; 404 for an unknown
 * user) and AtCoder Problems'
 * `atcoder-api/v3/user/submissions` (atcoder-problems-submissions.json: kenkoooo/AtCoderProblems,
 * atcoder-problems-backend's `Submission`, oldest first, at most 500 an answer). Submissions are
 * kept as data the test adds to (`codeforces`, `atcoder`), served paged as the sites page them.
 */
export const handlePaths = {
  codeforcesInfo: '/cf/user.info',
  codeforcesStatus: '/cf/user.status',
  atcoderProfile: (handle: string) => `/ac/users/${handle}`,
  atcoderSubmissions: '/ap/atcoder-api/v3/user/submissions',
};

/** The recorded handle; the fake sites know every handle starting `linked_`, all with its history. */
export const knownHandle = 'linked_coder';
const named = (handle: string | null) => handle !== null && /^linked_\w+$/.test(handle);
let handles = 0;

/** The state each fake serves (serveHandleSites), for the profiles of handles made later. */
const served = new WeakMap<FakeSites, { state: HandleSitesState; profile: string }>();

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The recorded profile page as `handle`'s, its affiliation the state's (404 once renamed away). */
function atcoderProfile(fake: FakeSites, handle: string): FakeAnswer {
  const serving = served.get(fake);
  if (serving === undefined || serving.state.gone.has(handle)) {
    return { status: 404, contentType: 'text/html', body: '<html><title>404</title></html>' };
  }
  const affiliation = serving.state.affiliations.get(handle) ?? 'Kyoto University';
  const body = serving.profile
    .replaceAll('linked_coder', handle)
    .replace('Kyoto University', escapeHtml(affiliation));
  return { contentType: 'text/html; charset=utf-8', body };
}

/** A handle no test used yet, known to both fake sites (a handle is one user's once verified). */
export function freshHandle(fake: FakeSites): string {
  handles += 1;
  const handle = `linked_${handles}`;
  fake.route(handlePaths.atcoderProfile(handle), () => atcoderProfile(fake, handle));
  return handle;
}

export interface CodeforcesSubmission {
  id: number;
  creationTimeSeconds: number;
  problem: { contestId: number; index: string };
  verdict: string;
}

export interface AtcoderSubmission {
  id: number;
  epoch_second: number;
  problem_id: string;
  result: string;
}

export interface HandleSitesState {
  /** Newest first, as `user.status` answers. */
  codeforces: CodeforcesSubmission[];
  /** Oldest first, as AtCoder Problems answers. */
  atcoder: AtcoderSubmission[];
  /** When each submissions call arrived (ms), per site: the limiter's spacing, as the site sees it. */
  arrivals: { codeforces: number[]; atcoder: number[] };
  /** What each AtCoder profile shows as its affiliation (the recorded one when unset). */
  affiliations: Map<string, string>;
  /** Handles renamed away: the sites no longer know them. */
  gone: Set<string>;
}

export async function recordedSubmissions(): Promise<HandleSitesState> {
  const status = JSON.parse((await fixture('codeforces-user-status.json')).body) as {
    result: CodeforcesSubmission[];
  };
  const atcoder = JSON.parse(
    (await fixture('atcoder-problems-submissions.json')).body,
  ) as AtcoderSubmission[];
  return {
    codeforces: status.result,
    atcoder,
    arrivals: { codeforces: [], atcoder: [] },
    affiliations: new Map(),
    gone: new Set(),
  };
}

const json = (body: unknown, status = 200): FakeAnswer => ({ status, body: JSON.stringify(body) });

/** Serves the handles' routes from `state`, which the test may change between calls. */
export async function serveHandleSites(fake: FakeSites, state: HandleSitesState): Promise<void> {
  served.set(fake, { state, profile: (await fixture('atcoder-profile.html')).body });
  const known = (handle: string | null) => named(handle) && !state.gone.has(handle ?? '');
  const info = await fixture('codeforces-user-info.json');
  const unknown = { ...(await fixture('codeforces-user-info-unknown.json')), status: 400 };
  fake.route(handlePaths.codeforcesInfo, (request) => {
    const handle = new URL(request.url, fake.origin).searchParams.get('handles');
    return known(handle) ? info : unknown;
  });
  fake.route(handlePaths.codeforcesStatus, (request) => {
    state.arrivals.codeforces.push(Date.now());
    const query = new URL(request.url, fake.origin).searchParams;
    const handle = query.get('handle');
    if (!known(handle)) {
      // As Codeforces words it for user.status (user.info's says `handles:`).
      return json(
        { status: 'FAILED', comment: `handle: User with handle ${handle ?? ''} not found` },
        400,
      );
    }
    const from = Number(query.get('from') ?? '1');
    const count = Number(query.get('count') ?? '1000000');
    return json({ status: 'OK', result: state.codeforces.slice(from - 1, from - 1 + count) });
  });
  fake.route(handlePaths.atcoderProfile(knownHandle), () => atcoderProfile(fake, knownHandle));
  fake.route(handlePaths.atcoderSubmissions, (request) => {
    state.arrivals.atcoder.push(Date.now());
    const query = new URL(request.url, fake.origin).searchParams;
    const from = Number(query.get('from_second') ?? '0');
    const mine = known(query.get('user')) ? state.atcoder : [];
    return json(mine.filter((entry) => entry.epoch_second >= from).slice(0, atcoderPage));
  });
}

/** AtCoder Problems' page, made small so a test sees the paging. */
export const atcoderPage = 2;
export const codeforcesPage = 3;
/**
 * How long a handle's call waits for its answer in these tests (5 s in use): a hung fake is a slow
 * site without the wait, and well above what a fake takes on a loaded machine.
 */
export const testTimeoutMs = 1_500;
/** The limiters' intervals in these tests: short, but counted. */
export const testIntervals = { codeforces: 300, atcoder: 100, atcoderProblems: 150 };

/** The challenge of a POST /api/handles answer, as the fakes need it. */
export type LinkAnswer =
  | { handle: { handle: string }; challenge: { kind: 'compilation-error'; problemUrl: string } }
  | { handle: { handle: string }; challenge: { kind: 'affiliation'; token: string } };

/**
 * Does what the challenge asks, as its user would: a compilation error on Codeforces, the token
 * in the AtCoder affiliation (beside what was there).
 */
export function meetChallenge(state: HandleSitesState, linked: LinkAnswer): void {
  if (linked.challenge.kind === 'compilation-error') {
    submitCompilationError(state, linked.challenge.problemUrl);
    return;
  }
  putInAffiliation(state, linked.handle.handle, `Kyoto University ${linked.challenge.token}`);
}

/** What `handle`'s AtCoder profile shows as its affiliation from now on. */
export function putInAffiliation(state: HandleSitesState, handle: string, text: string): void {
  state.affiliations.set(handle, text);
}

/** A compilation error sent now to the Codeforces problem of `problemUrl` (a challenge's). */
export function submitCompilationError(state: HandleSitesState, problemUrl: string): void {
  const found = /problemset\/problem\/(\d+)\/(\w+)$/.exec(problemUrl);
  if (found === null) throw new Error(`Not a Codeforces challenge: ${problemUrl}`);
  state.codeforces.unshift({
    id: 202000000 + state.codeforces.length,
    creationTimeSeconds: Math.floor(Date.now() / 1000),
    problem: { contestId: Number(found[1]), index: found[2] ?? '' },
    verdict: 'COMPILATION_ERROR',
  });
}
