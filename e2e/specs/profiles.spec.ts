import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { useApp } from '../harness/app.ts';
import { expectNoSeriousA11yViolations } from '../harness/axe.ts';
import { expectPath, expectVisible } from '../harness/expect.ts';
import { signUpViaUi, signedInUserId, uniqueUser } from '../harness/users.ts';

// Each test signs up its own users from the same address.
const { test } = useApp({ env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000' } });

const header = (page: Page) => page.getByRole('banner');

/** Opens one item of a header menu, as a user would. */
async function openMenuItem(page: Page, menu: string, item: string): Promise<void> {
  await header(page).getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('profiles, collaborator search and invitations', () => {
  test('a profile edited by one user is seen by another, who is found, invited and accepts', async ({
    page,
    openPage,
  }) => {
    // The first user fills in their profile from the header's My Profile.
    const alice = uniqueUser('alice');
    await signUpViaUi(page, alice);
    const aliceId = await signedInUserId(page);
    await openMenuItem(page, 'Profile', 'My Profile');
    await expectPath(page, `/myprofile/${aliceId}`);
    await expectVisible(page.getByRole('link', { name: 'Add Skills' }), 'the empty skills');
    await page.getByRole('link', { name: 'Update Profile' }).click();
    await expectPath(page, `/myprofile/${aliceId}/updateprofile`);

    await page.getByLabel('Favourite language').fill('Rust');
    await page.getByLabel('Rating').fill('2150');
    await page.getByLabel('Platform').fill('AtCoder');
    await page.getByLabel('GitHub').fill('https://github.com/alice');
    await page.getByLabel('Location').fill('Lisbon');
    await page.getByRole('button', { name: '+ Add Skill' }).click();
    await page.getByRole('combobox', { name: 'Skill 1', exact: true }).fill('Suffix automata');
    await page.getByRole('button', { name: '+ Add Skill' }).click();
    await page.getByRole('button', { name: '+ Add Project' }).click();
    await page
      .getByRole('textbox', { name: 'Project link 1', exact: true })
      .fill('https://github.com/alice/judge');
    await page.getByRole('checkbox', { name: /Collaborator/ }).check();
    await expectNoSeriousA11yViolations(page, 'the profile editor');
    await page.getByRole('button', { name: 'Update Profile' }).click();

    await expectVisible(page.getByText('Profile updated successfully!'), 'the success toast');
    await expectPath(page, `/myprofile/${aliceId}`);
    await expectVisible(page.getByText('Suffix automata'));
    await expectVisible(page.getByText('2150'));
    await expectNoSeriousA11yViolations(page, 'the own profile');

    // A second user sees that profile, and is found by the first through the search.
    const bob = uniqueUser('bob');
    const second = await openPage({ viewport: { width: 1280, height: 800 } });
    await signUpViaUi(second, bob);
    const bobId = await signedInUserId(second);
    await second.goto(`/profile/${aliceId}`);
    await expectVisible(second.getByRole('heading', { level: 1, name: alice.username }));
    await expectVisible(second.getByText('Collaborator', { exact: true }), 'the badge');
    for (const text of ['Rust', '2150', 'AtCoder', 'Lisbon', 'Suffix automata']) {
      await expectVisible(second.getByText(text, { exact: true }), text);
    }
    await expectVisible(second.getByRole('link', { name: 'github.com/alice/judge' }));
    await expectNoSeriousA11yViolations(second, "another user's profile");

    await openMenuItem(page, 'Community', 'Hire Collaborator');
    await expectPath(page, '/collaborators');
    await expectVisible(page.getByRole('heading', { name: 'Ready to Find Collaborators?' }));
    const box = page.getByPlaceholder('Search by username or email...');
    await box.fill(bob.username.toUpperCase());
    await box.press('Enter');
    await expectVisible(page.getByText(/Found 1 potential collaborator\b/));
    expect(await box.inputValue()).toBe('');
    await expectNoSeriousA11yViolations(page, 'the collaborator search');
    await page.getByRole('link', { name: bob.username }).click();
    await expectPath(page, `/profile/${bobId}`);

    // The first invites the second.
    await page.getByRole('link', { name: 'Invite Collaborator' }).click();
    await expectPath(page, `/${bobId}/collaborator`);
    await expectVisible(page.getByRole('link', { name: `@${bob.username}` }), 'who is invited');
    await page.getByLabel('Project Details').fill('A judge for our club, in Rust. Interested?');
    await expectNoSeriousA11yViolations(page, 'the invitation page');
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expectPath(page, '/invitations');
    const sent = page.getByRole('article', { name: `Invitation to @${bob.username}` });
    await expectVisible(sent.getByText('pending'), 'the pending invitation');

    // The second accepts from the header's Invitations; the first sees the outcome.
    await openMenuItem(second, 'Community', 'Invitations');
    await expectPath(second, '/invitations');
    const received = second.getByRole('article', { name: `Invitation from @${alice.username}` });
    await expectVisible(received.getByText('A judge for our club, in Rust. Interested?'));
    await expectNoSeriousA11yViolations(second, 'the invitations');
    await received.getByRole('button', { name: 'Accept' }).click();
    await expectVisible(received.getByText('accepted'), 'the accepted status');
    await expectVisible(received.getByRole('link', { name: 'Message' }));

    await page.reload();
    await expectVisible(
      page.getByRole('article', { name: `Invitation to @${bob.username}` }).getByText('accepted'),
      'the outcome, seen by the sender',
    );

    // Accepting opened a conversation: Message leads to it, and each finds the other first.
    await received.getByRole('link', { name: 'Message' }).click();
    await expectPath(second, '/messages');
    const conversation = second.getByRole('region', { name: 'Conversation' });
    await expectVisible(conversation.getByRole('heading', { name: alice.username }));
    await expectVisible(
      second.getByRole('region', { name: 'People' }).getByRole('link', { name: alice.username }),
      'the inviter in the chat list',
    );
  });

  test('a skill chosen from suggestions is found by another spelling alone; the email stays hidden', async ({
    page,
    openPage,
  }) => {
    // The first user takes a topic's name for an abbreviation, with a rating.
    const carol = uniqueUser('carol');
    await signUpViaUi(page, carol);
    const carolId = await signedInUserId(page);
    await page.goto(`/myprofile/${carolId}/updateprofile`);
    await page.getByLabel('Rating').fill('2150');
    await page.getByRole('button', { name: '+ Add Skill' }).click();
    await page.getByRole('combobox', { name: 'Skill 1', exact: true }).fill('dsu');
    await page.getByRole('option', { name: 'Disjoint set union' }).click();
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expectPath(page, `/myprofile/${carolId}`);
    await expectVisible(page.getByText('Disjoint set union'));
    await expectVisible(page.getByText(carol.email), 'her own email, always shown to her');

    // On her own profile, Invite Collaborator opens Hire Collaborators.
    await page.getByRole('link', { name: 'Invite Collaborator' }).click();
    await expectPath(page, '/collaborators');

    // Another finds her by a skill alone, spelled another way; the card shows it and her rating.
    const dave = uniqueUser('dave');
    const second = await openPage({ viewport: { width: 1280, height: 800 } });
    await signUpViaUi(second, dave);
    await second.goto('/collaborators');
    await second.getByRole('combobox', { name: 'Skill' }).fill('union-find');
    await second.getByRole('button', { name: 'Search' }).click();
    await expectVisible(second.getByText(/Found 1 potential collaborator\b/));
    const card = second.getByRole('article').filter({ hasText: carol.username });
    await expectVisible(card.getByText('Rating 2,150'));
    await expectVisible(card.getByText('Disjoint set union'));
    await expectNoSeriousA11yViolations(second, 'the search results');

    // She did not choose "Show my email": her profile reaches others without it.
    await card.getByRole('link', { name: carol.username }).click();
    await expectPath(second, `/profile/${carolId}`);
    await expectVisible(second.getByRole('heading', { level: 1, name: carol.username }));
    expect(await second.getByText(carol.email).count()).toBe(0);
  });
});
