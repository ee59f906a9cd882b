import { describe, expect, it } from 'vitest';
import { optionalText, optionalVisibleText, requiredText } from './text.ts';

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
    for (const text of ['', '  ', '\u200b', '\u200e\u200f', '\ufeff\u200d', '\u3164']) {
      expect(messageOf(title.safeParse(text))).toEqual(['Title is required']);
    }
  });

  it('refuses text drawn blank as missing: Braille blanks, Hangul fillers, lone accents', () => {
    for (const text of ['\u2800\u2800', '\u115f\u1160', '\uffa0', '\u0301', ' \u0301\u0308 ']) {
      expect(messageOf(title.safeParse(text))).toEqual(['Title is required']);
    }
    expect(title.parse('\u2800a')).toBe('\u2800a');
  });

  it('refuses direction embedding, override and isolate controls, in code too', () => {
    const message = (text: string) =>
      messageOf(requiredText({ label: 'Message', max: 100 }).safeParse(text));
    expect(message('invoice_\u202EFDP.exe')).toEqual([
      'Message must not contain direction control characters',
    ]);
    for (const control of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      expect(message(`a${control}b`)).toEqual([
        'Message must not contain direction control characters',
      ]);
    }
    // "Trojan Source": a comment that ends where the reader does not see it end.
    expect(messageOf(code.safeParse('/*\u202e } \u2066if (admin)\u2069 \u2066 */'))).toEqual([
      'Code must not contain direction control characters',
    ]);
    // The implicit marks reorder nothing after them: Arabic and Hebrew text needs them.
    expect(message('שלום\u200f abc')).toBeUndefined();
  });

  it('refuses a lone surrogate half (JSON "\\ud800"), in code too, and keeps real pairs', () => {
    for (const text of ['a\ud800', '\udfffb', 'a\udc00\ud800b']) {
      expect(messageOf(title.safeParse(text))).toEqual(['Title must be valid Unicode text']);
      expect(messageOf(code.safeParse(text))).toEqual(['Code must be valid Unicode text']);
    }
    expect(title.parse('ok \ud83d\ude00')).toBe('ok 😀');
  });

  it('takes up to 4 combining marks on one character and refuses a fifth', () => {
    expect(title.parse('a\u0301\u0302\u0303\u0304')).toBe('a\u0301\u0302\u0303\u0304');
    expect(title.parse('Tiếng Việt')).toBe('Tiếng Việt'.normalize());
    expect(messageOf(title.safeParse('a\u0301\u0302\u0303\u0304\u0305'))).toEqual([
      'Title must not stack more than 4 accents on one character',
    ]);
    expect(messageOf(title.safeParse(`a${'\u0301'.repeat(3999)}`.slice(0, 10)))).toEqual([
      'Title must not stack more than 4 accents on one character',
    ]);
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
    expect(messageOf(search.safeParse('\u202e'))).toEqual([
      'Search must not contain direction control characters',
    ]);
  });
});

describe('optionalVisibleText', () => {
  it('may be empty, but refuses text drawn blank', () => {
    const location = optionalVisibleText({ label: 'Location', max: 20 });
    expect(location.parse('')).toBe('');
    for (const text of ['\u2800', '\u0301\u0301', '\u3164']) {
      expect(messageOf(location.safeParse(text))).toEqual([
        'Location must not be only invisible characters',
      ]);
    }
  });
});
