import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserText } from './user-text.tsx';

describe('UserText', () => {
  it('takes its direction from the text, isolated and clipped to its box', () => {
    render(
      <UserText as="p" className="text-sm">
        {'invoice_\u202EFDP.exe'}
      </UserText>,
    );
    const text = screen.getByText('invoice_\u202EFDP.exe');
    expect(text.tagName).toBe('P');
    expect(text).toHaveAttribute('dir', 'auto');
    expect(text).toHaveClass('user-text', 'text-sm');
  });
});
