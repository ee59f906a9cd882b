import { describe, expect, it } from 'vitest';
import { typingRelay } from './typing-relay.ts';

describe('the typing relay', () => {
  it('asks the messaging rule once per pair, and passes only what it allows', async () => {
    const asked: string[] = [];
    const relay = typingRelay(async (fromId, toId) => {
      asked.push(`${fromId}>${toId}`);
      return toId !== 'blocker';
    });
    expect(await relay('ada', 'bob')).toBe(true);
    expect(await relay('ada', 'blocker')).toBe(false);
    // Within the second, the same pair is dropped before the rule is asked again.
    expect(await relay('ada', 'bob')).toBe(false);
    expect(await relay('bob', 'ada')).toBe(true);
    expect(asked).toEqual(['ada>bob', 'ada>blocker', 'bob>ada']);
  });

  it('refuses when the rule fails', async () => {
    const relay = typingRelay(() => Promise.reject(new Error('database down')));
    expect(await relay('ada', 'bob')).toBe(false);
  });
});
