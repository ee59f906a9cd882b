import { describe, expect, it } from 'vitest';
import { cardText } from './excerpt.ts';

describe('cardText', () => {
  it('drops Markdown marks but keeps math and code as written', () => {
    expect(cardText('# Title\n> quoted **bold** and *it* and ~~gone~~')).toBe(
      'Title quoted bold and it and gone',
    );
    expect(cardText('Range sum $s_r - s_{l-1}$, walk up with `i >>= 1`.')).toBe(
      'Range sum $s_r - s_{l-1}$, walk up with i >>= 1.',
    );
  });

  it('hides a spoiler, even one the excerpt cuts, and shows code blocks as [code]', () => {
    expect(cardText('Intro\n```cpp\nint x;\n```\n:::spoiler Hint\nsecret\n:::\nAfter')).toBe(
      'Intro [code] [spoiler] After',
    );
    expect(cardText('Intro\n:::spoiler Hint\nsecret that never clo')).toBe('Intro [spoiler]');
  });
});
