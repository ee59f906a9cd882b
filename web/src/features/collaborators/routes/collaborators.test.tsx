import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserSearchResult } from '@upsolve/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deferred, json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';
import { nextId } from '@/test/fixtures.ts';

const search = 'GET /api/searchuser';

function result(overrides: Partial<UserSearchResult> = {}): UserSearchResult {
  return {
    _id: nextId(),
    username: 'petr',
    location: 'Saint Petersburg',
    collaborator: true,
    rating: 3200,
    skills: ['Graphs', 'Dynamic programming'],
    ...overrides,
  };
}

function results(items: UserSearchResult[], total = items.length) {
  return new Response(JSON.stringify(items), {
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });
}

describe('collaborator search', () => {
  beforeAll(() => import('./collaborators.tsx'));
  afterEach(() => vi.restoreAllMocks());

  it("starts at 'Ready to Find Collaborators?' and refuses a blank term with an alert, calling nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { callsTo } = mockApi({ 'GET /api/check-auth': signedIn });
    renderApp('/collaborators');

    expect(await screen.findByRole('heading', { name: 'Hire Collaborators' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ready to Find Collaborators?' })).toBeVisible();
    const box = screen.getByPlaceholderText('Search by username or email...');
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(alert).toHaveBeenCalledWith('Please enter a search term.');
    expect(callsTo(search)).toHaveLength(0);
  });

  it('searches on Enter, shows the count and the cards, and clears the box', async () => {
    const user = userEvent.setup({ delay: null });
    const petr = result();
    const anon = result({
      username: '',
      email: 'ghost@example.com',
      location: '',
      collaborator: false,
      rating: null,
      skills: [],
    });
    const answer = deferred<Response>();
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [search]: () => answer.promise,
    });
    renderApp('/collaborators');

    const box = await screen.findByPlaceholderText('Search by username or email...');
    await user.type(box, ' Petr {Enter}');
    expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled();
    answer.resolve(results([petr, anon]));

    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeVisible();
    expect(screen.getByText(/Found 2 potential collaborators/)).toBeVisible();
    expect(box).toHaveValue('');
    expect(queriesTo(search)[0]?.get('query')).toBe('Petr');

    const cards = within(screen.getByRole('list', { name: 'Collaborators' })).getAllByRole(
      'article',
    );
    expect(within(cards[0] ?? document.body).getByRole('link', { name: 'petr' })).toHaveAttribute(
      'href',
      `/profile/${petr._id}`,
    );
    expect(within(cards[0] ?? document.body).getByText('Available')).toBeVisible();
    expect(within(cards[0] ?? document.body).getByText('Saint Petersburg')).toBeVisible();
    expect(within(cards[0] ?? document.body).getByText('Rating 3,200')).toBeVisible();
    const skills = within(cards[0] ?? document.body).getByRole('list', { name: 'Skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Graphs', 'Dynamic programming']);
    // Petr keeps his email hidden: the server sends none, and the card has no email line.
    expect(within(cards[0] ?? document.body).queryByText(/@/)).toBeNull();
    expect(within(cards[1] ?? document.body).getByText('Unknown User')).toBeVisible();
    expect(within(cards[1] ?? document.body).getByText('ghost@example.com')).toBeVisible();
    expect(within(cards[1] ?? document.body).getByText('Rating not set')).toBeVisible();
    expect(within(cards[1] ?? document.body).queryByText('Available')).toBeNull();
  });

  it('sends the skill and collaborator filters with the term', async () => {
    const user = userEvent.setup({ delay: null });
    const { queriesTo } = mockApi({ 'GET /api/check-auth': signedIn, [search]: () => results([]) });
    renderApp('/collaborators');

    await user.type(await screen.findByLabelText('Skill'), 'graphs');
    await user.click(screen.getByRole('checkbox', { name: 'Available collaborators only' }));
    await user.type(screen.getByPlaceholderText('Search by username or email...'), 'ann');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText(/Found 0 potential collaborators/)).toBeVisible();
    const query = queriesTo(search)[0];
    expect(query?.get('query')).toBe('ann');
    expect(query?.get('skill')).toBe('graphs');
    expect(query?.get('collaborator')).toBe('true');
    expect(query?.get('limit')).toBe('20');
  });

  it("says 'Found 1 potential collaborator' in the singular", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/check-auth': signedIn, [search]: () => results([result()]) });
    renderApp('/collaborators');

    await user.type(await screen.findByPlaceholderText('Search by username or email...'), 'petr');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/Found 1 potential collaborator\b/)).toBeVisible();
    expect(screen.queryByText(/potential collaborators/)).toBeNull();
  });

  it('searches by a skill alone, without a term', async () => {
    const user = userEvent.setup({ delay: null });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [search]: () => results([result()]),
    });
    renderApp('/collaborators');

    await user.type(await screen.findByLabelText('Skill'), 'Graphs');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText(/Found 1 potential collaborator/)).toBeVisible();
    expect(screen.getByText(/skill Graphs/)).toBeVisible();
    expect(alert).not.toHaveBeenCalled();
    const query = queriesTo(search)[0];
    expect(query?.get('skill')).toBe('Graphs');
    expect(query?.has('query')).toBe(false);
  });

  it('lists the available collaborators with the box alone, without a term or a skill', async () => {
    const user = userEvent.setup({ delay: null });
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [search]: () => results([result(), result({ username: 'tourist' })]),
    });
    renderApp('/collaborators');

    await user.click(await screen.findByRole('checkbox', { name: 'Available collaborators only' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const count = await screen.findByText(/Found 2 potential collaborators/);
    expect(count).toHaveTextContent(/· collaborators only$/);
    expect(Object.fromEntries(queriesTo(search)[0] ?? [])).toEqual({
      collaborator: 'true',
      limit: '20',
    });
  });

  it('suggests topic names as a skill is typed: "dp" offers "Dynamic programming"', async () => {
    const user = userEvent.setup({ delay: null });
    const { queriesTo } = mockApi({ 'GET /api/check-auth': signedIn, [search]: () => results([]) });
    renderApp('/collaborators');

    const skill = await screen.findByRole('combobox', { name: 'Skill' });
    await user.type(skill, 'dp');
    const suggestions = screen.getByRole('listbox', { name: 'Skill suggestions' });
    expect(within(suggestions).getAllByRole('option')[0]).toHaveTextContent('Dynamic programming');
    await user.click(within(suggestions).getByRole('option', { name: 'Dynamic programming' }));
    expect(skill).toHaveValue('Dynamic programming');
    expect(screen.queryByRole('listbox', { name: 'Skill suggestions' })).toBeNull();

    // The keyboard: arrows choose, Enter takes the name without submitting the search.
    await user.clear(skill);
    await user.type(skill, 'segt{ArrowDown}');
    expect(skill).toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(skill).toHaveValue('Segment tree');
    expect(queriesTo(search)).toHaveLength(0);
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(queriesTo(search)[0]?.get('skill')).toBe('Segment tree'));
  });

  it("alerts 'Error fetching search results.' and keeps the term when the search fails", async () => {
    const user = userEvent.setup({ delay: null });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockApi({
      'GET /api/check-auth': signedIn,
      [search]: () =>
        json({ message: 'Search must be at most 200 characters', code: 'validation' }, 400),
    });
    renderApp('/collaborators');

    const box = await screen.findByPlaceholderText('Search by username or email...');
    await user.type(box, 'petr{Enter}');
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Error fetching search results.'));
    expect(box).toHaveValue('petr');
    expect(screen.getByRole('heading', { name: 'Ready to Find Collaborators?' })).toBeVisible();
  });
});
