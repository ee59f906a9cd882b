import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';

const saved = {
  _id: '0b6f3c1e-5a2d-4e8f-9c7b-1a2b3c4d5e6f',
  name: 'USACO Guide',
  link: 'https://usaco.guide/',
};

describe('/importantlink/addlink', () => {
  beforeAll(() => import('./add-link.tsx'));

  it("saves the link, says 'Link added successfully!' and opens /importantlinks", async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'POST /api/implinks': () => json({ message: 'Link added successfully!', link: saved }, 201),
      'GET /api/implinks': () => json({ links: [saved] }),
    });
    const { location } = renderApp('/importantlink/addlink');

    expect(await screen.findByRole('link', { name: 'Back to Links' })).toHaveAttribute(
      'href',
      '/importantlinks',
    );
    const name = screen.getByLabelText('Link Name');
    expect(name).toHaveAttribute('placeholder', 'Enter a name for the link');
    await user.type(name, 'USACO Guide');
    await user.type(screen.getByLabelText('URL'), 'https://usaco.guide/');
    await user.click(screen.getByRole('button', { name: 'Add Link' }));

    expect(await screen.findByText('Link added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/importantlinks'));
    expect(await screen.findByText('USACO Guide')).toBeVisible();
    expect(callsTo('POST /api/implinks')[0]?.[1]?.body).toBe(
      JSON.stringify({ name: 'USACO Guide', link: 'https://usaco.guide/' }),
    );
  });

  it('requires a name and an http(s) URL before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({ 'GET /api/check-auth': signedIn });
    renderApp('/importantlink/addlink');
    await user.click(await screen.findByRole('button', { name: 'Add Link' }));
    expect(await screen.findByText('Link name is required')).toBeVisible();
    expect(screen.getByText('URL is required')).toBeVisible();
    await user.type(screen.getByLabelText('URL'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add Link' }));
    expect(await screen.findByText('URL must be a valid http(s) URL')).toBeVisible();
    expect(callsTo('POST /api/implinks')).toHaveLength(0);
  });

  it("says 'Adding Link...' while it saves", async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      'GET /api/check-auth': signedIn,
      'POST /api/implinks': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      'GET /api/implinks': () => json({ links: [saved] }),
    });
    renderApp('/importantlink/addlink');
    await user.type(await screen.findByLabelText('Link Name'), 'USACO Guide');
    await user.type(screen.getByLabelText('URL'), 'https://usaco.guide/');
    await user.click(screen.getByRole('button', { name: 'Add Link' }));
    expect(await screen.findByRole('button', { name: 'Adding Link...' })).toBeDisabled();
    answer(json({ message: 'Link added successfully!', link: saved }, 201));
    expect(await screen.findByText('Link added successfully!')).toBeInTheDocument();
  });

  it("says 'Failed to add Link', stays on the form and shows the server's reason under the URL", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      'POST /api/implinks': () =>
        json(
          {
            message: 'You have already saved this URL',
            code: 'conflict',
            fields: { link: 'You have already saved this URL' },
          },
          409,
        ),
    });
    const { location } = renderApp('/importantlink/addlink');
    await user.type(await screen.findByLabelText('Link Name'), 'Again');
    await user.type(screen.getByLabelText('URL'), 'https://usaco.guide/');
    await user.click(screen.getByRole('button', { name: 'Add Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add Link');
    expect(screen.getByText('You have already saved this URL')).toBeVisible();
    expect(screen.getByLabelText('URL')).toHaveAttribute('aria-invalid', 'true');
    expect(location().pathname).toBe('/importantlink/addlink');
    expect(screen.getByDisplayValue('Again')).toBeVisible();
  });

  it("says 'Failed to add Link' with the reason when the server words no field", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      'POST /api/implinks': () =>
        json({ message: 'You can save at most 200 links', code: 'conflict' }, 409),
    });
    renderApp('/importantlink/addlink');
    await user.type(await screen.findByLabelText('Link Name'), 'One more');
    await user.type(screen.getByLabelText('URL'), 'https://a.com/');
    await user.click(screen.getByRole('button', { name: 'Add Link' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to add Link');
    expect(alert).toHaveTextContent('You can save at most 200 links');
  });
});
