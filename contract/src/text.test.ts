import { describe, expect, it } from 'vitest';
import { optionalText, requiredText } from './text.ts';

const title = requiredText({ label: 'Title', max: 10 });
const code = requiredText({ label: 'Code', max: 100, trim: false });
const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('requiredText', () => {
  it('refuses NUL and other control characters, keeping tab, LF and CR', () => {
    for (const text of ['a\u0000', 'a\u0008', 'a\u001b', 'a\u007f', 'a\u0085']) {
      expect(messageOf(title.safeParse(text))).toEqual([
        'Title must not contain control characters',
      ]);
    }
    expect(title.parse('a\tb\nc\rd')).toBe('a\tb\nc\rd');
  });

  it('refuses text a reader cannot see as missing', () => {
    for (const text of ['', '  ', '\u200b', '\u202e\u2066', '\ufeff\u200d', '\u3164']) {
      expect(messageOf(title.safeParse(text))).toEqual(['Title is required']);
    }
  });

  it('normalises CRLF to LF and trims, except code, which keeps its indentation', () => {
    expect(title.parse('  a\r\nb  ')).toBe('a\nb');
    expect(code.parse('\tx;\r\n')).toBe('\tx;\n');
  });

  it('counts the length after trimming', () => {
    expect(title.parse(`  ${'x'.repeat(10)}  `)).toHaveLength(10);
    expect(messageOf(title.safeParse('x'.repeat(11)))).toEqual([
      'Title must be at most 10 characters',
    ]);
  });
});

describe('optionalText', () => {
  it('may be empty, but never holds a control character', () => {
    const search = optionalText({ label: 'Search', max: 5 });
    expect(search.parse('  ')).toBe('');
    expect(messageOf(search.safeParse('\u0000'))).toEqual([
      'Search must not contain control characters',
    ]);
  });
});
