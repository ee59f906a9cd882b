import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CopyableCode } from './copyable-code.tsx';

describe('CopyableCode', () => {
  it('shows the text verbatim and copies it exactly', async () => {
    // user-event puts a working clipboard on navigator for the test.
    const user = userEvent.setup();
    const sample = '3\n1 2  3\n';
    render(<CopyableCode label="Example input" code={sample} />);

    expect(screen.getByText('Example input')).toBeInTheDocument();
    expect(document.querySelector('pre code')?.textContent).toBe(sample);

    await user.click(screen.getByRole('button', { name: 'Copy example input' }));

    expect(await navigator.clipboard.readText()).toBe(sample);
    expect(screen.getByRole('button', { name: 'Example input copied' })).toHaveTextContent(
      'Copied',
    );
  });
});
