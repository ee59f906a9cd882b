import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { useApp } from '../harness/app.ts';
import { expectNoSeriousA11yViolations } from '../harness/axe.ts';
import { expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { signUpViaUi, uniqueUser } from '../harness/users.ts';

const { test } = useApp({ env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000' } });

const yourLinks = (page: Page) => page.getByRole('list', { name: 'Your links' });
const namesInOrder = async (page: Page) =>
  (await yourLinks(page).getByRole('listitem').allTextContents()).map(
    (text) => text.split('http')[0] ?? '',
  );

async function addLink(page: Page, name: string, url: string) {
  await page.getByLabel('Link Name').fill(name);
  await page.getByLabel('URL').fill(url);
  await page.getByRole('button', { name: 'Add Link' }).click();
}

/** Waits for the screen reader's announcement of a keyboard move (dnd-kit's live region). */
const announced = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).waitFor({ state: 'attached' });

describe('important links', () => {
  test('a user adds two links, renames one, reorders them from the keyboard and deletes one; the same URL twice is refused', async ({
    page,
  }) => {
    await signUpViaUi(page, uniqueUser('links'));
    await page.goto('/importantlinks');
    await expectVisible(page.getByRole('heading', { name: 'No Personal Links Yet' }));
    const resources = page.getByRole('region', { name: 'Essential Resources' }).getByRole('link');
    expect(await resources.count()).toBe(5);
    for (const target of await resources.evaluateAll((links) =>
      links.map((link) => link.getAttribute('target')),
    )) {
      expect(target).toBe('_blank');
    }
    await expectNoSeriousA11yViolations(page, 'important links, empty');

    // The first link, from the empty state; the second from 'Add Link'.
    await page.getByRole('link', { name: 'Add Your First Link' }).click();
    await expectPath(page, '/importantlink/addlink');
    await expectNoSeriousA11yViolations(page, 'add link');
    await addLink(page, 'USACO Guide', 'https://usaco.guide/');
    await expectVisible(page.getByText('Link added successfully!'));
    await expectPath(page, '/importantlinks');
    await page.getByRole('link', { name: 'Add Link' }).click();
    await addLink(page, 'KACTL', 'https://github.com/kth-competitive-programming/kactl');
    await expectPath(page, '/importantlinks');
    await expectVisible(yourLinks(page).getByText('KACTL'));
    expect(await namesInOrder(page)).toEqual(['USACO Guide', 'KACTL']);

    // The same page again, spelled differently: refused, and the form stays.
    await page.getByRole('link', { name: 'Add Link' }).click();
    await addLink(page, 'Again', 'https://USACO.guide');
    await expectVisible(page.getByRole('alert').getByText('Failed to add Link'));
    await expectVisible(page.getByText('You have already saved this URL'));
    expect(new URL(page.url()).pathname).toBe('/importantlink/addlink');
    await page.getByRole('link', { name: 'Back to Links' }).click();
    await expectPath(page, '/importantlinks');

    // Rename in place.
    await page.getByRole('button', { name: 'Rename KACTL' }).click();
    const newName = page.getByRole('textbox', { name: 'New name for KACTL' });
    await newName.fill('KTH notebook');
    await newName.press('Enter');
    await expectVisible(yourLinks(page).getByText('KTH notebook'));
    await expectHidden(newName, 'the rename box');

    // Reorder from the keyboard: focus the handle, Space, ArrowUp, Space.
    const handle = page.getByRole('button', { name: 'Move KTH notebook' });
    await handle.focus();
    await page.keyboard.press('Space');
    // Picked up: the handle is pressed while the link moves, and a screen reader hears it.
    await expectVisible(page.getByRole('button', { name: 'Move KTH notebook', pressed: true }));
    await announced(page, 'Picked up KTH notebook, at position 2 of 2.');
    await page.keyboard.press('ArrowUp');
    await announced(page, 'KTH notebook moved to position 1 of 2.');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/implinks/order') && response.ok(),
    );
    await page.keyboard.press('Space');
    await announced(page, 'KTH notebook dropped at position 1 of 2.');
    await saved;
    expect(await namesInOrder(page)).toEqual(['KTH notebook', 'USACO Guide']);
    await expectNoSeriousA11yViolations(page, 'important links with two links');
    await page.reload();
    await expectVisible(yourLinks(page));
    expect(await namesInOrder(page)).toEqual(['KTH notebook', 'USACO Guide']);

    // Delete one: it leaves the list, for good.
    await page.getByRole('button', { name: 'Delete link USACO Guide' }).click();
    await expectHidden(yourLinks(page).getByText('USACO Guide'), 'the deleted link');
    await page.reload();
    await expectVisible(yourLinks(page));
    expect(await namesInOrder(page)).toEqual(['KTH notebook']);
  });
});
