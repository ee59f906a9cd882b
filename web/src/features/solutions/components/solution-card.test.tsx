import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildSolution } from '@/test/fixtures.ts';
import { SolutionCard } from './solution-card.tsx';

async function renderCard(approach: string) {
  const solution = buildSolution({ approach });
  const router = createMemoryRouter([{ path: '*', element: <SolutionCard solution={solution} /> }]);
  render(<RouterProvider router={router} />);
  const preview = screen.getByTestId('approach-preview');
  // The Markdown renderer is a lazy chunk: wait until it has replaced the placeholder.
  await within(preview).findByTestId('markdown-rendered', {}, { timeout: 5000 });
  return { solution, preview };
}

describe('solution card', () => {
  it('shows the approach as Markdown with typeset math, not as its source', async () => {
    const { preview } = await renderCard('Answer **YES** when $w > 2$ and $w$ is even.');

    expect(within(preview).getByText('YES').tagName).toBe('STRONG');
    expect(preview.querySelectorAll('.katex')).toHaveLength(2);
    expect(preview).not.toHaveTextContent('**YES**');
    expect(preview).not.toHaveTextContent('$w > 2$');
    // Still clamped to three lines.
    expect(preview).toHaveClass('line-clamp-3');
  });

  it('links only to the solution and its author: links in the approach show as text', async () => {
    const { solution } = await renderCard(
      'Greedy, see [the editorial](https://codeforces.com/blog/entry/1) and <a href="https://x.test">raw</a>.',
    );

    expect(screen.getByText('the editorial')).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleName('Solution by @petr');
    expect(links[0]).toHaveAttribute(
      'href',
      `/problem/${solution.problem}/solutions/${solution._id}`,
    );
    // The author's name opens their profile.
    expect(links[1]).toHaveAccessibleName('@petr');
    expect(links[1]).toHaveAttribute('href', `/profile/${solution.user?._id ?? ''}`);
  });

  it('shows images in the approach as their alt text only', async () => {
    const { preview } = await renderCard('Picture: ![a split melon](https://x.test/m.png)');

    expect(within(preview).queryByRole('img')).toBeNull();
    expect(within(preview).getByText('a split melon')).toBeInTheDocument();
  });
});
