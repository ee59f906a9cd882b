import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bracketSpoilerLabels } from './markdown-spoiler.ts';
import { MarkdownView } from './markdown-view.tsx';

describe('spoilers in Markdown', () => {
  it('shows `:::spoiler Hint` … `:::` collapsed under its label until clicked', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <MarkdownView source={'Try it first.\n\n:::spoiler Hint\nUse **binary search**.\n:::'} />,
    );
    const summary = await screen.findByText('Hint');
    expect(summary.tagName).toBe('SUMMARY');
    const details = summary.closest('details');
    expect(details).not.toHaveAttribute('open');
    expect(screen.getByText('binary search')).not.toBeVisible();
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    expect(screen.getByText('binary search')).toBeVisible();
  });

  it('takes the bracketed label too, says "Spoiler" without one, and leaves other colons alone', async () => {
    render(
      <MarkdownView
        source={':::spoiler[Idea 2]\nsecret\n:::\n\n:::spoiler\nbare\n:::\n\nNote:this at 10:30'}
      />,
    );
    expect((await screen.findByText('Idea 2')).tagName).toBe('SUMMARY');
    expect(screen.getByText('Spoiler').tagName).toBe('SUMMARY');
    expect(screen.getByText('Note:this at 10:30')).toBeInTheDocument();
  });

  it('keeps a spoiler line inside fenced code as written', () => {
    const code = '```\n:::spoiler Hint\n```';
    expect(bracketSpoilerLabels(code)).toBe(code);
    expect(bracketSpoilerLabels(':::spoiler Hint [1]')).toBe(':::spoiler[Hint \\[1\\]]');
  });
});
