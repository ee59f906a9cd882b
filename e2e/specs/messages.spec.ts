import type { Page, WebSocket } from 'playwright-core';
import { describe, expect } from 'vitest';
import { useApp } from '../harness/app.ts';
import { expectNoSeriousA11yViolations } from '../harness/axe.ts';
import { expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { signUpViaUi, signedInUserId, uniqueUser } from '../harness/users.ts';

// Each test signs up its own users from the same address.
const { test } = useApp({ env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000' } });

const desktop = { viewport: { width: 1280, height: 800 } };

const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });
const messageLog = (page: Page) => page.getByRole('log');
const messageBox = (page: Page) => page.getByRole('textbox', { name: /^Message to / });
/** The unread count on the header's Community menu (the pill's digits). */
const communityCount = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Community' }).getByText(/^\d+$/);

/** The page's Socket.IO WebSocket connections, as they open, oldest first. */
function recordSockets(page: Page) {
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => {
    if (socket.url().includes('/socket.io/')) sockets.push(socket);
  });
  return sockets;
}

async function send(page: Page, text: string): Promise<void> {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expectVisible(messageLog(page).getByText(text, { exact: true }), `"${text}" sent`);
  await expectHidden(messageLog(page).getByText('(sending...)'), 'the sending mark');
}

describe('direct messages', () => {
  test('two users chat live both ways, see presence and unread counts, and a dropped connection catches up', async ({
    page: alicePage,
    openPage,
  }) => {
    const alice = uniqueUser('alice');
    await signUpViaUi(alicePage, alice);
    const aliceId = await signedInUserId(alicePage);
    const bob = uniqueUser('bob');
    const firstBobPage = await openPage(desktop);
    const bobContext = firstBobPage.context();
    await signUpViaUi(firstBobPage, bob);
    const bobId = await signedInUserId(firstBobPage);

    // Collaborators (an accepted invitation): Alice's first message is no message request, which
    // strangers.spec.ts drives.
    const invited = await alicePage.request.post('/api/collaborations', {
      data: { recipientId: bobId, projectDetails: 'Virtual contest practice' },
    });
    expect(invited.status()).toBe(201);
    const { invitation } = (await invited.json()) as { invitation: { _id: string } };
    const accepted = await firstBobPage.request.post(
      `/api/collaborations/${invitation._id}/accept`,
    );
    expect(accepted.status()).toBe(200);

    // Alice starts from Bob's profile; Bob, on his dashboard, is connected.
    await alicePage.goto(`/profile/${bobId}`);
    await alicePage.getByRole('link', { name: 'Message' }).click();
    await expectPath(alicePage, '/messages');
    expect(new URL(alicePage.url()).searchParams.get('with')).toBe(bobId);
    await expectVisible(conversation(alicePage).getByRole('heading', { name: bob.username }));
    await expectVisible(conversation(alicePage).getByText('Active now'), 'Bob online');
    await expectVisible(
      alicePage.getByRole('region', { name: 'Online' }).getByRole('link', { name: bob.username }),
      'Bob in the Online group',
    );
    await expectNoSeriousA11yViolations(alicePage, 'the messages screen');

    // Alice writes; Bob sees an unread count in the header, opens it, and reads.
    await send(alicePage, 'Hi Bob, ready for the contest?');
    await expectVisible(communityCount(firstBobPage), "Bob's unread count");
    expect(await communityCount(firstBobPage).textContent()).toBe('1');
    await firstBobPage.getByRole('banner').getByRole('button', { name: 'Community' }).click();
    await firstBobPage.getByRole('menuitem', { name: 'Messages' }).click();
    await expectPath(firstBobPage, '/messages');
    await expectVisible(firstBobPage.getByRole('heading', { name: 'Select a Conversation' }));
    await firstBobPage.getByRole('link', { name: alice.username, exact: true }).click();
    await expectVisible(messageLog(firstBobPage).getByText('Hi Bob, ready for the contest?'));
    await expectHidden(communityCount(firstBobPage), "Bob's unread count, once read");
    await expectVisible(messageLog(alicePage).getByText('Seen'), "Alice's read receipt");
    await expectNoSeriousA11yViolations(firstBobPage, 'a conversation');

    // Bob answers, and Alice sees it without reloading; she sees him typing first.
    await messageBox(firstBobPage).fill('Yes! Div 2 at 17:35');
    await expectVisible(alicePage.getByText(`${bob.username} is typing...`), 'the typing notice');
    await messageBox(firstBobPage).press('Enter');
    await expectVisible(messageLog(alicePage).getByText('Yes! Div 2 at 17:35'), "Bob's answer");

    // Bob closes his tab: Alice sees him go offline; he comes back in a new tab.
    await firstBobPage.close();
    await expectVisible(conversation(alicePage).getByText('Offline'), 'Bob offline');
    const bobPage = await bobContext.newPage();
    const bobSockets = recordSockets(bobPage);
    await bobPage.goto(`/messages?with=${aliceId}`);
    await expectVisible(messageLog(bobPage).getByText('Yes! Div 2 at 17:35'));
    await expectVisible(conversation(alicePage).getByText('Active now'), 'Bob back online');

    // Bob's network drops (the browser really closes his socket), Alice writes meanwhile, and
    // the message shows up once he is back, in the same page: nothing reloads.
    await bobPage.evaluate(() => Object.assign(window, { e2eSamePage: true }));
    const openSocket = bobSockets.at(-1);
    if (openSocket === undefined || openSocket.isClosed()) throw new Error('Bob has no socket');
    const socketClosed = openSocket.waitForEvent('close');
    await bobContext.setOffline(true);
    await socketClosed;
    await send(alicePage, 'Missed me? The contest starts soon.');
    expect(await messageLog(bobPage).getByText('Missed me?').count()).toBe(0);
    await bobContext.setOffline(false);
    await expectVisible(
      messageLog(bobPage).getByText('Missed me? The contest starts soon.'),
      'the message sent while Bob was offline',
    );
    expect(await bobPage.evaluate(() => 'e2eSamePage' in window)).toBe(true);

    // On a phone the chat is one column: the conversation, with the way back to the list.
    await alicePage.setViewportSize({ width: 360, height: 780 });
    const back = alicePage.getByRole('link', { name: 'Back to conversations' });
    await expectVisible(back);
    await expectNoSeriousA11yViolations(alicePage, 'a conversation on a phone');
    await back.click();
    await expectVisible(alicePage.getByPlaceholder('Search users...'), 'the list');
    await expectHidden(conversation(alicePage), 'the conversation pane');
    const sideways = await alicePage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
  });

  test('a message with a fenced code block and a link arrives highlighted, with a copy button, at 1280 and 360 px', async ({
    page: alicePage,
    openPage,
  }) => {
    const alice = uniqueUser('alice');
    await signUpViaUi(alicePage, alice);
    const bobPage = await openPage(desktop);
    const bob = uniqueUser('bob');
    await signUpViaUi(bobPage, bob);
    const bobId = await signedInUserId(bobPage);
    const aliceId = await signedInUserId(alicePage);

    await alicePage.goto(`/messages?with=${bobId}`);
    await bobPage.goto(`/messages?with=${aliceId}`);
    await expectVisible(messageLog(bobPage), "Bob's conversation");
    const longLine = `long long best = max({${Array.from({ length: 12 }, (_, i) => `dp[i - ${i}] + a[${i}]`).join(', ')}});`;
    const text = [
      'My solution, see https://cses.fi/problemset/task/1633 :',
      '```cpp',
      'int main() {',
      `  ${longLine}`,
      '  return 0;',
      '}',
      '```',
    ].join('\n');
    await messageBox(alicePage).fill(text);
    await messageBox(alicePage).press('Enter');

    const log = messageLog(bobPage);
    const copy = log.getByRole('button', { name: 'Copy code' });
    await expectVisible(copy, "the code block's copy button on Bob's side");
    await expectVisible(log.locator('code.hljs .hljs-keyword').first(), 'highlighted code');
    const link = log.getByRole('link', { name: 'https://cses.fi/problemset/task/1633' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await expectNoSeriousA11yViolations(bobPage, 'a conversation with code');

    // Copying gives back exactly what Alice wrote.
    await bobPage.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await copy.click();
    await expectVisible(log.getByRole('button', { name: 'Code copied' }));
    const copied = await bobPage.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`int main() {\n  ${longLine}\n  return 0;\n}\n`);

    // On a phone the long line scrolls inside its block: nothing wraps it, the page stays put.
    await bobPage.setViewportSize({ width: 360, height: 780 });
    await expectVisible(copy, 'the copy button on a phone');
    const block = log.locator('.markdown-code pre').first();
    const sizes = await block.evaluate((pre) => ({
      scroll: pre.scrollWidth,
      client: pre.clientWidth,
      lines: pre.textContent?.split('\n').length ?? 0,
      height: pre.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(pre).lineHeight),
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    // Five lines (with the final line break) and the padding, never more rows from wrapping.
    expect(sizes.height).toBeLessThan(sizes.lineHeight * 6 + 40);
    const sideways = await bobPage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
    // The conversation fills the screen below the header, with the message box at the bottom.
    const box = await messageBox(bobPage).boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(780 - 80);
    await expectNoSeriousA11yViolations(bobPage, 'a conversation with code on a phone');

    // The dark theme keeps the code's and the bubbles' contrast too.
    const dark = await openPage({ ...desktop, colorScheme: 'dark' });
    await dark.context().addCookies(await bobPage.context().cookies());
    await dark.goto(`/messages?with=${aliceId}`);
    await expectVisible(messageLog(dark).getByRole('button', { name: 'Copy code' }), 'dark theme');
    await expectNoSeriousA11yViolations(dark, 'a conversation with code, dark theme');
  });
});
