import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { settingsCalls, settingsSection } from './settings-calls.ts';
import { expectToast } from '@/test/toast.ts';

const exportCall = 'GET /api/account/export';

/** jsdom saves no files: catches the link the download clicks, and the file behind it. */
function catchDownloads() {
  const files: Blob[] = [];
  const names: string[] = [];
  // jsdom has no object URLs; the spies below are put back after each test.
  URL.createObjectURL ??= () => '';
  URL.revokeObjectURL ??= () => {};
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    if (file instanceof Blob) files.push(file);
    return 'blob:upsolve-data';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { files, names };
}

describe('download my data on /settings', () => {
  // The account's sections are most of what /settings loads on first use.
  beforeAll(() => import('./account-settings.tsx'));

  it('saves the export as the JSON file the server named', async () => {
    const user = userEvent.setup({ delay: null });
    const exported = { user: { username: 'tourist' }, problems: [] };
    mockApi({
      ...settingsCalls(),
      [exportCall]: () =>
        new Response(JSON.stringify(exported), {
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': 'attachment; filename="upsolve-tourist.json"',
          },
        }),
    });
    const { files, names } = catchDownloads();
    renderApp('/settings');
    const card = await settingsSection('Your data');
    await user.click(card.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(names).toEqual(['upsolve-tourist.json']));
    const [file] = files;
    expect(file?.type).toBe('application/json');
    expect(JSON.parse((await file?.text()) ?? '')).toEqual(exported);
  });

  it('says why when the export fails', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      ...settingsCalls(),
      [exportCall]: () => json({ message: 'Something broke', code: 'internal' }, 500),
    });
    const { names } = catchDownloads();
    renderApp('/settings');
    const card = await settingsSection('Your data');
    await user.click(card.getByRole('button', { name: 'Download my data' }));
    await expectToast('Something broke');
    expect(names).toEqual([]);
  });
});
