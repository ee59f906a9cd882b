import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { useApp } from '../harness/app.ts';
import { expectNoSeriousA11yViolations } from '../harness/axe.ts';
import { expectHidden, expectVisible } from '../harness/expect.ts';
import { signUpViaUi, uniqueUser } from '../harness/users.ts';

/*
 * Strangers (docs/product.md, "Message requests" and "Blocking"), in two browser contexts: a
 * stranger's message waits under Requests without a header badge, Accept moves it to the chats,
 * and after a block the next message is refused; at phone and desktop widths, with the axe check.
 */
const { test } = useApp({ env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000' } });

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 360, height: 780 } };

const messageLog = (page: Page) => page.getByRole('log');
const messageBox = (page: Page) => page.getByRole('textbox', { name: /^Message to / });
const people = (page: Page) => page.getByRole('region', { name: 'People' });
const requestsTab = (page: Page) => people(page).getByRole('button', { name: /^Requests/ });
/** The unread count on the header's Community menu (the pill's digits). */
const communityCount = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Community' }).getByText(/^\d+$/);

async function send(page: Page, text: string): Promise<void> {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expectVisible(messageLog(page).getByText(text, { exact: true }), `"${text}" sent`);
  await expectHidden(messageLog(page).getByText('(sending...)'), 'the sending mark');
}

/** Signs a new user up in the page's own context (its cookie jar); answers their id. */
async function signUpViaApi(page: Page, prefix: string) {
  const user = uniqueUser(prefix);
  const response = await page.request.post('/api/signup', { data: user });
  expect(response.status()).toBe(201);
  const { user: created } = (await response.json()) as { user: { _id: string } };
  return { ...user, id: created._id };
}

describe('strangers', () => {
  for (const [sizeName, size] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    test(`a stranger's message waits under Requests without a badge, and Accept moves it (${sizeName})`, async ({
      openPage,
    }) => {
      const strangerPage = await openPage(size);
      const stranger = uniqueUser('kai');
      await signUpViaUi(strangerPage, stranger);
      const ownerPage = await openPage({ ...size, colorScheme: 'dark' });
      const owner = uniqueUser('ada');
      await signUpViaUi(ownerPage, owner);
      await ownerPage.goto('/messages');
      await expectVisible(requestsTab(ownerPage), 'the Requests tab');

      // The stranger writes first, finding the owner among everyone else in the list.
      await strangerPage.goto('/messages');
      await people(strangerPage).getByRole('link', { name: owner.username }).click();
      await expectVisible(messageBox(strangerPage), 'the message box');
      await send(strangerPage, 'Hi! Could you review my segment tree template?');

      // The owner hears of it under Requests, without a badge in the header.
      await expectVisible(
        requestsTab(ownerPage).getByText('1', { exact: true }),
        'the Requests count',
      );
      await expectHidden(communityCount(ownerPage), 'a header badge');
      await expectHidden(
        people(ownerPage).getByRole('link', { name: stranger.username }),
        'the stranger among the chats',
      );
      await requestsTab(ownerPage).click();
      await people(ownerPage).getByRole('link', { name: stranger.username }).click();
      const request = ownerPage.getByRole('region', { name: 'Message request' });
      await expectVisible(request, 'the request’s Accept and Decline');
      await expectVisible(messageLog(ownerPage).getByText('Could you review my segment tree'));
      await expectNoSeriousA11yViolations(ownerPage, `a message request (${sizeName}, dark)`);

      // Accept moves it to the chats.
      await request.getByRole('button', { name: 'Accept' }).click();
      await expectHidden(request, 'the request, once accepted');
      await expectHidden(
        requestsTab(ownerPage).getByText('1', { exact: true }),
        'the Requests count',
      );
      if (sizeName === 'phone') {
        await ownerPage.getByRole('link', { name: 'Back to conversations' }).click();
      }
      await expectVisible(
        people(ownerPage).getByRole('link', { name: stranger.username }),
        'the stranger among the chats',
      );
      const sideways = await ownerPage.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways).toBe(0);
    });

    test(`a block from the conversation refuses the next message; settings lists it (${sizeName})`, async ({
      openPage,
    }) => {
      const strangerPage = await openPage(size);
      const stranger = await signUpViaApi(strangerPage, 'kai');
      const ownerPage = await openPage({ ...size, colorScheme: 'dark' });
      const owner = await signUpViaApi(ownerPage, 'ada');
      const first = await strangerPage.request.post(`/api/messages/send/${owner.id}`, {
        data: { content: 'Hi! Could you review my segment tree template?' },
      });
      expect(first.status()).toBe(201);
      await strangerPage.goto(`/messages?with=${owner.id}`);
      await expectVisible(messageLog(strangerPage).getByText('Could you review my segment tree'));

      // The owner blocks the stranger from the conversation, after a confirmation.
      await ownerPage.goto(`/messages?with=${stranger.id}`);
      const conversation = ownerPage.getByRole('region', { name: 'Conversation' });
      await expectVisible(messageLog(ownerPage).getByText('Could you review my segment tree'));
      await conversation.getByRole('button', { name: 'Block' }).first().click();
      const dialog = ownerPage.getByRole('dialog', { name: `Block ${stranger.username}?` });
      await expectVisible(dialog);
      await expectNoSeriousA11yViolations(ownerPage, `the block dialog (${sizeName}, dark)`);
      await dialog.getByRole('button', { name: 'Block' }).click();
      await expectVisible(conversation.getByRole('button', { name: 'Unblock' }), 'Unblock');
      await expectVisible(
        ownerPage.getByText('You blocked this user. Unblock them to send a message.'),
      );
      await expectVisible(messageLog(ownerPage).getByText('Could you review my segment tree'));

      // The stranger's next message is refused, neutrally, and is not kept on screen.
      await messageBox(strangerPage).fill('Hello?');
      await messageBox(strangerPage).press('Enter');
      await expectVisible(strangerPage.getByText('You cannot message this user'), 'the refusal');
      await expectHidden(messageLog(strangerPage).getByText('Hello?', { exact: true }));
      await expectNoSeriousA11yViolations(strangerPage, `a refused message (${sizeName})`);

      // Settings lists the block; Unblock lifts it.
      await ownerPage.goto('/settings');
      await expectVisible(ownerPage.getByRole('switch', { name: 'Show my email' }));
      await expectVisible(ownerPage.getByRole('link', { name: `@${stranger.username}` }));
      await expectNoSeriousA11yViolations(ownerPage, `the settings (${sizeName}, dark)`);
      await ownerPage.getByRole('button', { name: `Unblock ${stranger.username}` }).click();
      await expectVisible(ownerPage.getByText('You have not blocked anyone.'));
    });
  }
});
