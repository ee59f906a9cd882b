import type { Profile, SignedInUser, UserRef } from '@upsolve/contract';

/*
 * The signed-in test user and the empty profile, once, in a module that imports no other test
 * module: render-app.tsx answers the shell's calls with them and fixtures.ts builds on them, so
 * either holding them would make the other import it (and render-app.tsx importing fixtures.ts,
 * which imported render-app.tsx's test user, was a cycle).
 */

export const testUser: SignedInUser = {
  _id: '7d3c9f1e-2b4a-4c6d-8e9f-0a1b2c3d4e5f',
  username: 'tourist',
  email: 'tourist@example.com',
  roles: [],
};

/** A profile with nothing filled in yet (its time zone chosen, as after the first load). */
export function emptyProfile(
  user: UserRef & { email: string },
  overrides: Partial<Profile> = {},
): Profile {
  return {
    _id: user._id,
    username: user.username,
    email: user.email,
    favlanguage: '',
    rating: null,
    platform: '',
    gitHub: '',
    projectslinks: [],
    skills: [],
    collaborator: false,
    location: '',
    bio: '',
    contribution: 0,
    otherBookMarkedProblems: [],
    markCounts: { solved: 0, solvedWithHelp: 0, attempted: 0, todo: 0 },
    // lib/time-zone.ts saves the browser's zone when it is null.
    timeZone: 'UTC',
    ...overrides,
  };
}

/**
 * The test user's own profile as a new account has it (no time zone yet, spoiler-safe off, the
 * settings only the owner sees): problem cards and the problem page read spoiler-safe from it.
 */
export const newUserProfile: Profile = emptyProfile(testUser, {
  timeZone: null,
  showEmail: false,
  showOnline: true,
  spoilerSafe: false,
});
