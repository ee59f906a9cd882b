import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MarkdownView, type MarkdownViewProps } from './markdown-view.tsx';

async function renderMarkdown(source: string, variant?: MarkdownViewProps['variant']) {
  const view = render(<MarkdownView source={source} variant={variant} />);
  // The renderer is a lazy chunk: wait until the placeholder is gone.
  await screen.findByTestId('markdown-rendered');
  return view;
}

describe('MarkdownView', () => {
  it('renders headings, emphasis, lists and GFM tables', async () => {
    await renderMarkdown(
      '## Constraints\n\n- **fast** input\n- slow output\n\n| n | answer |\n|---|---|\n| 1 | 2 |',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Constraints' })).toBeInTheDocument();
    expect(screen.getByText('fast').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2' })).toBeInTheDocument();
  });

  it('typesets inline and display math with KaTeX', async () => {
    const { container } = await renderMarkdown(
      'Given $a_i \\le 10^9$.\n\n$$\n\\sum_{i=1}^n a_i\n$$',
    );
    expect(container.querySelectorAll('.katex')).toHaveLength(2);
    expect(container.querySelectorAll('.katex-display')).toHaveLength(1);
    // The TeX source stays available to assistive technology through MathML.
    expect(container.querySelector('annotation')?.textContent).toBe('a_i \\le 10^9');
  });

  it('shows $$...$$ written on one line as display math, and $...$ inline', async () => {
    const { container } = await renderMarkdown('The sum is $$\\sum a_i$$ and $b$ too.');
    const display = container.querySelectorAll('.katex-display');
    expect(display).toHaveLength(1);
    expect(display[0]?.querySelector('annotation')?.textContent).toBe('\\sum a_i');
    expect(container.querySelectorAll('.katex')).toHaveLength(2);
  });

  it('caps the size a formula may ask for', async () => {
    const { container } = await renderMarkdown('$\\rule{2000px}{3000px}$');
    const rule = container.querySelector<HTMLElement>('.katex .rule');
    // KaTeX writes sizes in em: 2000px would be 125em; the cap keeps it to a few lines.
    expect(parseFloat(rule?.style.borderRightWidth ?? '')).toBeLessThanOrEqual(8);
    expect(parseFloat(rule?.style.borderTopWidth ?? '')).toBeLessThanOrEqual(8);
  });

  it('never injects raw HTML or script URLs', async () => {
    const { container } = await renderMarkdown(
      '<script>alert(1)</script><img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    const link = screen.getByText('click');
    expect(link.getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('highlights fenced code and opens links in a new tab', async () => {
    const { container } = await renderMarkdown(
      '```cpp\nint main() { return 0; }\n```\n\nSee [the editorial](https://codeforces.com/blog/entry/1).',
    );
    expect(container.querySelector('code.hljs .hljs-keyword')?.textContent).toBe('return');
    const link = screen.getByRole('link', { name: 'the editorial' });
    expect(link).toHaveAttribute('href', 'https://codeforces.com/blog/entry/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('typesets math and highlights code in the same text', async () => {
    const { container } = await renderMarkdown('Read $n$.\n\n```python\nprint(int(input()))\n```');
    expect(container.querySelector('.katex')).not.toBeNull();
    expect(container.querySelector('code.hljs .hljs-built_in')?.textContent).toBe('print');
  });

  it('shows a text with neither math nor code as it is, dollar-free and unhighlighted', async () => {
    const { container } = await renderMarkdown('Plain words, `inline code` and no formulas.');
    expect(screen.getByText('inline code').tagName).toBe('CODE');
    expect(container.querySelector('.katex, .hljs')).toBeNull();
  });

  it('gives a fenced code block its language and a copy button that copies it exactly', async () => {
    const user = userEvent.setup();
    const code = 'for (int i = 0; i < n; ++i)\n    ans += a[i];';
    await renderMarkdown(`Try:\n\n\`\`\`cpp\n${code}\n\`\`\``);
    expect(screen.getByText('cpp')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe(`${code}\n`);
    expect(screen.getByRole('button', { name: 'Code copied' })).toBeInTheDocument();
  });

  it('isolates the text direction and clips what it paints', async () => {
    const { container } = await renderMarkdown('שלום world');
    const box = container.firstElementChild;
    expect(box).toHaveAttribute('dir', 'auto');
    expect(box).toHaveClass('user-text');
  });
});

describe('MarkdownView as a message', () => {
  it('keeps the line breaks as typed', async () => {
    const { container } = await renderMarkdown('first line\nsecond **bold**', 'message');
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(container.querySelector('p')?.textContent).toBe('first line\nsecond bold');
  });

  it('links http(s) addresses only, opening them safely', async () => {
    await renderMarkdown(
      'See https://cses.fi/problemset and [mail me](mailto:a@b.c) or [here](/settings).',
      'message',
    );
    const link = screen.getByRole('link', { name: 'https://cses.fi/problemset' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('mail me').tagName).toBe('SPAN');
    expect(screen.getByText('here').tagName).toBe('SPAN');
  });

  it('never loads an image: a web address becomes a link named by its alt text', async () => {
    const { container } = await renderMarkdown(
      '![the graph](https://tracker.example/pixel.png) ![](data:image/png;base64,AAAA)',
      'message',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'the graph' })).toHaveAttribute(
      'href',
      'https://tracker.example/pixel.png',
    );
    expect(container).not.toHaveTextContent('AAAA');
  });

  it('highlights code with a copy button, and typesets math', async () => {
    const { container } = await renderMarkdown(
      'With $O(n \\log n)$:\n\n```python\nprint(sorted(a))\n```',
      'message',
    );
    expect(container.querySelector('.katex')).not.toBeNull();
    expect(container.querySelector('code.hljs .hljs-built_in')?.textContent).toBe('print');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });
});
