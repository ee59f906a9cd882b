import { screen, within } from '@testing-library/react';
import type { AccountSession } from '@upsolve/contract';
import { buildProfile } from '@/test/fixtures.ts';
import { json, signedIn, testUser, type FetchHandler } from '@/test/render-app.tsx';

/*
 * For the account tests: the calls /settings makes before any account section is used, and the
 * viewer's sessions as the server lists them.
 */

export const thisSession: AccountSession = {
  id: '0b6c1f0e-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  device: 'Chrome on Linux',
  lastSeenAt: new Date().toISOString(),
  createdAt: new Date(Date.now() - 86_400_000).toISOString(),
  current: true,
};

export const phoneSession: AccountSession = {
  id: '1c7d2a1f-2b3c-4d4e-9f5a-6b7c8d9e0f1a',
  device: 'Safari on iPhone',
  lastSeenAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  current: false,
};

export const laptopSession: AccountSession = {
  id: '2d8e3b2a-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
  device: 'Firefox on Windows',
  lastSeenAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  createdAt: new Date(Date.now() - 9 * 86_400_000).toISOString(),
  current: false,
};

/** The signed-in user's /settings page with these sessions listed. */
export function settingsCalls(sessions: AccountSession[] = [thisSession]) {
  return {
    'GET /api/check-auth': signedIn,
    [`GET /api/myprofile/${testUser._id}`]: () => json({ user: buildProfile() }),
    'GET /api/account/sessions': () => json({ sessions }),
  } satisfies Record<string, FetchHandler>;
}

/** A 400 naming one field, as the server refuses a wrong password. */
export function refused(field: string, message: string): Response {
  return json({ message, code: 'validation', fields: { [field]: message } }, 400);
}

/** The card of one /settings section, found by its heading once it shows. */
export async function settingsSection(title: string) {
  const heading = await screen.findByRole('heading', { name: title, level: 2 });
  // The heading sits in the card's header, a child of the card.
  const card = heading.parentElement?.parentElement;
  if (!card) throw new Error(`No card around the heading ${title}`);
  return within(card);
}
