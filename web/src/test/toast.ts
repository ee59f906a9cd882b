import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until the toast saying `text` is shown. A toast is in the page a moment before it is
 * (sonner mounts it transparent and fades it in), so finding its text is not yet seeing it.
 */
export async function expectToast(text: string | RegExp): Promise<void> {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}
