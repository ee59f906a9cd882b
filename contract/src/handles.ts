import { z } from 'zod';
import { requiredText } from './text.ts';

/**
 * Linked handles (docs/product.md, "Linked handles"): a user's Codeforces and AtCoder accounts,
 * proven theirs (Codeforces: a compilation error submitted to a named problem; AtCoder: a token
 * put in the profile's affiliation), whose submissions fill their marks.
 */
export const handleSites = ['codeforces', 'atcoder'] as const;
export type HandleSite = (typeof handleSites)[number];

export const handleSiteLabels: Record<HandleSite, string> = {
  codeforces: 'Codeforces',
  atcoder: 'AtCoder',
};

export const handleSiteSchema = z.enum(handleSites, {
  error: 'Site must be codeforces or atcoder',
});

/** How long a challenge stays open: the compilation error or the token must come within it. */
export const handleChallengeMinutes = 10;

/** Codeforces and AtCoder handles: letters, digits, `_`, `-` and `.`, 3 to 24 characters. */
export const handleNameSchema = requiredText({ label: 'Handle', max: 24 }).regex(
  /^[A-Za-z0-9_.-]{3,24}$/,
  'Handle must be 3 to 24 letters, digits, _, - or .',
);

/** Body of POST /api/handles. */
export const handleInputSchema = z.object({ site: handleSiteSchema, handle: handleNameSchema });
export type HandleInput = z.input<typeof handleInputSchema>;

export const handleParamsSchema = z.object({ site: handleSiteSchema });
export type HandleParams = z.infer<typeof handleParamsSchema>;

/** Codeforces: the problem to submit a compilation error to, and until when. */
export const compilationErrorChallengeSchema = z.object({
  kind: z.literal('compilation-error'),
  problemUrl: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});

/**
 * AtCoder: the token to put in the profile's affiliation, the profile it is read from, and until
 * when (AtCoder Problems lags behind AtCoder, so a submission would be found too late).
 */
export const affiliationChallengeSchema = z.object({
  kind: z.literal('affiliation'),
  token: z.string(),
  profileUrl: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});

/** The proof asked of an unverified handle, one kind per site. */
export const handleChallengeSchema = z.discriminatedUnion('kind', [
  compilationErrorChallengeSchema,
  affiliationChallengeSchema,
]);
export type HandleChallenge = z.infer<typeof handleChallengeSchema>;

export const linkedHandleSchema = z.object({
  site: handleSiteSchema,
  handle: z.string(),
  verified: z.boolean(),
  /** When the last sync succeeded; null before the first. */
  lastSyncedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Why the last sync failed, in plain words; null when it succeeded. */
  lastError: z.string().nullable(),
  /** When the next sync is due (a verified handle only). */
  nextSyncAt: z.iso.datetime({ offset: true }).nullable(),
  /** The open challenge of an unverified handle. */
  challenge: handleChallengeSchema.nullable(),
});
export type LinkedHandle = z.infer<typeof linkedHandleSchema>;

/** GET /api/handles. */
export const handlesResponseSchema = z.object({
  handles: z.array(linkedHandleSchema),
  /** Whether "Link with Codeforces" (its OpenID Connect sign-in) is set up on this server. */
  codeforcesSignIn: z.boolean(),
});
export type HandlesResponse = z.infer<typeof handlesResponseSchema>;

/** What others see of a user's handles: the verified ones and when they last synced. */
export const publicHandleSchema = z.object({
  site: handleSiteSchema,
  handle: z.string(),
  lastSyncedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PublicHandle = z.infer<typeof publicHandleSchema>;

/** GET /api/users/{id}/handles. */
export const publicHandlesResponseSchema = z.object({ handles: z.array(publicHandleSchema) });
export type PublicHandlesResponse = z.infer<typeof publicHandlesResponseSchema>;

/**
 * POST /api/handles: the handle as stored and the challenge to meet; `challenge` is null when the
 * handle is already the caller's, verified.
 */
export const handleLinkResponseSchema = z.object({
  handle: linkedHandleSchema,
  challenge: handleChallengeSchema.nullable(),
});
export type HandleLinkResponse = z.infer<typeof handleLinkResponseSchema>;

/** POST /api/handles/{site}/verify. */
export const handleVerifyResponseSchema = z.object({ handle: linkedHandleSchema });
export type HandleVerifyResponse = z.infer<typeof handleVerifyResponseSchema>;

/** POST /api/handles/{site}/sync (202) and DELETE /api/handles/{site}. */
export const handleMessageResponseSchema = z.object({ message: z.string() });

export const handleMessages = {
  noSuchHandle: (site: HandleSite) => `No such ${handleSiteLabels[site]} handle`,
  taken: (site: HandleSite) => `That ${handleSiteLabels[site]} handle is linked to another user`,
  notLinked: (site: HandleSite) => `You have not linked a ${handleSiteLabels[site]} handle`,
  notVerified: (site: HandleSite) =>
    `Verify your ${handleSiteLabels[site]} handle before syncing it`,
  expired: 'The challenge has expired; link the handle again for a new one',
  noCompilationError: (problemUrl: string) =>
    `No compilation error found yet on ${problemUrl}; submit one there and try again`,
  noToken: (token: string) =>
    `Your AtCoder affiliation does not hold ${token} yet; put it there, save, then verify`,
  /** A Codeforces handle the site no longer knows (renamed, most likely): the sync's error. */
  gone: (site: HandleSite, handle: string) => `${handleSiteLabels[site]} no longer knows ${handle}`,
  goneHint: 'If you renamed it, link the new name: your marks stay, counted once',
  upstream: (site: HandleSite) => `${handleSiteLabels[site]} did not answer; try again in a minute`,
  syncQueued: 'Sync started',
  unlinked: 'Handle unlinked',
} as const;

/** The "Linked handles" section of the settings and the profile. */
export const handleTexts = {
  title: 'Linked handles',
  description:
    'Link your Codeforces and AtCoder handles: your accepted submissions mark problems solved.',
  handleLabel: (site: HandleSite) => `${handleSiteLabels[site]} handle`,
  link: 'Link',
  challenge: 'Submit a compilation error to this problem, then press Verify:',
  affiliationChallenge:
    'Put this token in the Affiliation of your AtCoder profile (AtCoder settings, General), save, then press Verify:',
  copyToken: 'Copy token',
  profileLink: 'Your AtCoder profile',
  expires: (time: string) => `Before ${time}`,
  verify: 'Verify',
  syncNow: 'Sync now',
  unlink: 'Unlink',
  verified: 'Verified',
  notSynced: 'Not synced yet',
  lastSynced: (time: string) => `Last synced ${time}`,
  profileTitle: 'Linked handles',
} as const;
