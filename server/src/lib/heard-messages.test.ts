import { describe, expect, it } from 'vitest';
import { HeardMessages } from './heard-messages.ts';

describe('HeardMessages', () => {
  it('misses nothing while messages come in order and every count is heard by the next check', () => {
    const messages = new HeardMessages(10);
    expect(messages.heard(11)).toBeNull();
    expect(messages.counted(12, messages.beginCheck())).toBeNull();
    expect(messages.heard(12)).toBeNull();
    expect(messages.counted(12, messages.beginCheck())).toBeNull();
  });

  it('keeps its caches when messages arrive while the count is on its way', () => {
    // Under load the node hears messages 11-13 before it reads the count it asked for at 10.
    const messages = new HeardMessages(10);
    const heardBefore = messages.beginCheck();
    for (const number of [11, 12, 13]) expect(messages.heard(number)).toBeNull();
    expect(messages.counted(10, heardBefore)).toBeNull();
    // And the next message is not taken for a gap.
    expect(messages.heard(14)).toBeNull();
  });

  it('misses a skipped number', () => {
    const messages = new HeardMessages(10);
    expect(messages.heard(12)).toBe('message 11 skipped');
    // The late one changes nothing more.
    expect(messages.heard(11)).toBeNull();
  });

  it('misses a message counted at one check and not heard by the next', () => {
    const messages = new HeardMessages(10);
    expect(messages.counted(11, messages.beginCheck())).toBeNull();
    expect(messages.counted(11, messages.beginCheck())).toBe(
      'message 11 was counted a check ago and not heard',
    );
    // Given up on: the next one in order is not a gap.
    expect(messages.heard(12)).toBeNull();
  });

  it('misses what a counter that started again may have numbered', () => {
    const messages = new HeardMessages(500);
    expect(messages.counted(3, messages.beginCheck())).toBe(
      'the count of published messages started again',
    );
    expect(messages.heard(4)).toBeNull();
  });
});
