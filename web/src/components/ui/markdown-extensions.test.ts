import { describe, expect, it } from 'vitest';
import { hasFencedCode, hasMath, hasSpoiler } from './markdown-extensions.ts';

describe('which Markdown extensions a text needs', () => {
  it('needs KaTeX only when the text has a dollar sign', () => {
    expect(hasMath('Sort the array, then answer the queries.')).toBe(false);
    expect(hasMath('Given $n \\le 10^5$.')).toBe(true);
    expect(hasMath('$$\n\\sum a_i\n$$')).toBe(true);
  });

  it('needs highlight.js only when the text has fenced code', () => {
    expect(hasFencedCode('Use `std::sort` and a prefix sum.')).toBe(false);
    expect(hasFencedCode('```cpp\nint x;\n```')).toBe(true);
    expect(hasFencedCode('~~~python\nx = 1\n~~~')).toBe(true);
  });

  it('needs spoiler support only when the text has a ::: block', () => {
    expect(hasSpoiler('Note: at 10:30, use a::b.')).toBe(false);
    expect(hasSpoiler(':::spoiler Hint\nsort\n:::')).toBe(true);
  });
});
