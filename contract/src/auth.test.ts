import { describe, expect, it } from 'vitest';
import { signupBodySchema } from './auth.ts';

describe('signupBodySchema', () => {
  const valid = { username: 'tourist', email: 'tourist@example.com', password: 'correct horse' };

  it('accepts a well-formed sign-up and trims the username', () => {
    const parsed = signupBodySchema.parse({ ...valid, username: '  tourist ' });
    expect(parsed.username).toBe('tourist');
  });

  it('names the password when it is shorter than 8 characters', () => {
    const result = signupBodySchema.safeParse({ ...valid, password: 'short' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['password']);
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 8 characters');
  });

  it('refuses usernames with spaces or symbols outside [A-Za-z0-9_.-]', () => {
    for (const username of ['has space', 'semi;colon', 'ab', 'x'.repeat(33)]) {
      expect(signupBodySchema.safeParse({ ...valid, username }).success).toBe(false);
    }
  });

  it('refuses a malformed email', () => {
    const result = signupBodySchema.safeParse({ ...valid, email: 'not-an-email' });
    expect(result.error?.issues[0]?.message).toBe('Enter a valid email address');
  });
});
