/**
 * A card's text: the list's excerpt (the start of the Markdown) as plain words, with a spoiler's
 * hidden part left out, since a card cannot keep it collapsed (an excerpt may stop inside a
 * spoiler, so an unclosed one hides to the end), and code blocks shown as "[code]". Only
 * Markdown's own marks go (headings, quotes, emphasis, code ticks); a lone `_` or `>` stays, as
 * in `$s_{l-1}$` or `i >>= 1`.
 */
export function cardText(excerpt: string): string {
  return excerpt
    .replace(
      /^\s{0,3}:{3,}\s*spoiler\b[^\n]*\n[\s\S]*?(?:^\s{0,3}:{3,}\s*$|(?![\s\S]))/gim,
      '[spoiler] ',
    )
    .replace(/```[\s\S]*?(?:```|(?![\s\S]))/g, ' [code] ')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/\*(?=\S)([^*\n]*?\S)\*/g, '$1')
    .replace(/`([^`\n]*)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
