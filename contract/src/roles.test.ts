import { describe, expect, it } from 'vitest';
import { signedInUserSchema, viewerOf } from './auth.ts';
import { canBlock } from './blocks.ts';
import { canAnswerInvitation, canInvite } from './collaborators.ts';
import { canMessage } from './messages.ts';
import { canEditProblem, canReadProblem } from './problems.ts';
import { canEditProfile } from './profiles.ts';
import { canEditReview, canReviewProblem, canReviewSolution } from './reviews.ts';
import { hasRole, isAdmin, isModerator, isRole, plainViewer, roleSchema } from './roles.ts';
import type { Role, Viewer } from './roles.ts';
import { canEditSolution } from './solutions.ts';

const alice = '11111111-1111-4111-8111-111111111111';
const bob = '22222222-2222-4222-8222-222222222222';

const withRoles = (id: string, roles: Role[]): Viewer => ({ id, roles });

describe('roles', () => {
  it('knows admin and moderator, and nothing else', () => {
    expect(roleSchema.options).toEqual(['admin', 'moderator']);
    expect(isRole('moderator')).toBe(true);
    expect(isRole('owner')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });

  it('counts an admin as a moderator, and neither role as the other way round', () => {
    expect(isModerator(withRoles(alice, ['moderator']))).toBe(true);
    expect(isModerator(withRoles(alice, ['admin']))).toBe(true);
    expect(isModerator(plainViewer(alice))).toBe(false);
    expect(isAdmin(withRoles(alice, ['moderator']))).toBe(false);
    expect(isAdmin(withRoles(alice, ['admin', 'moderator']))).toBe(true);
    expect(hasRole(withRoles(alice, ['admin']), 'moderator')).toBe(false);
  });

  it('builds the viewer from the signed-in user a session answer carries', () => {
    const user = signedInUserSchema.parse({
      _id: alice,
      username: 'alice',
      email: 'alice@example.com',
      roles: ['moderator'],
    });
    expect(viewerOf(user)).toEqual({ id: alice, roles: ['moderator'] });
    expect(signedInUserSchema.safeParse({ ...user, roles: ['owner'] }).success).toBe(false);
  });
});

describe('the rules before moderation', () => {
  // Moderators get powers over blogs and discussions only; every rule here answers a moderator or
  // an admin exactly as it answers the same person without a role.
  const rules: ((viewer: Viewer) => boolean)[] = [
    (viewer) => canReadProblem(viewer, { ownerId: bob, visibility: 'private' }),
    (viewer) => canReadProblem(viewer, { ownerId: bob, visibility: 'public' }),
    (viewer) => canEditProblem(viewer, { ownerId: bob }),
    (viewer) => canEditProblem(viewer, { ownerId: alice }),
    (viewer) => canEditSolution(viewer, { authorId: bob }),
    (viewer) => canEditSolution(viewer, { authorId: null }),
    (viewer) => canEditReview(viewer, { authorId: bob }),
    (viewer) => canReviewProblem(viewer, { ownerId: alice }),
    (viewer) => canReviewSolution(viewer, { authorId: bob }),
    (viewer) => canEditProfile(viewer, bob),
    (viewer) => canMessage(viewer, alice),
    (viewer) => canInvite(viewer, bob),
    (viewer) => canAnswerInvitation(viewer, { recipientId: bob }),
    (viewer) => canBlock(viewer, alice),
  ];

  it('gives roles no power over others’ problems, solutions, reviews, profiles or invitations', () => {
    for (const rule of rules) {
      const plain = rule(plainViewer(alice));
      expect(rule(withRoles(alice, ['moderator']))).toBe(plain);
      expect(rule(withRoles(alice, ['admin', 'moderator']))).toBe(plain);
    }
  });
});
