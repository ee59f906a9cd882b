import type { Locator, Page } from 'playwright-core';

/** Waits until the page is at `pathname` (client-side navigations included). */
export async function expectPath(page: Page, pathname: string): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname);
  } catch (error) {
    const at = new URL(page.url()).pathname;
    throw new Error(`Expected the browser at ${pathname}, but it is at ${at}`, { cause: error });
  }
}

/** Waits until the locator is visible (the first match, when several match). */
export async function expectVisible(locator: Locator, description?: string): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible' });
  } catch (error) {
    const what = description ?? String(locator);
    throw new Error(`Expected to see ${what}, but it did not appear`, { cause: error });
  }
}

/** Waits until the locator's element is hidden or gone. */
export async function expectHidden(locator: Locator, description?: string): Promise<void> {
  try {
    await locator.waitFor({ state: 'hidden' });
  } catch (error) {
    const what = description ?? String(locator);
    throw new Error(`Expected ${what} to disappear, but it is still visible`, { cause: error });
  }
}
