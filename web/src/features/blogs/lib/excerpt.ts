/**
 * A card's text: the list's excerpt (the start of the Markdown) as plain words, with a spoiler's
 * hidden part left out, since a card cannot keep it collapsed. An excerpt may stop inside a
 * spoiler, so an unclosed one hides to the end.
 */
export function cardText(excerpt: string): string {
  return excerpt
    .replace(
      /^\s{0,3}:{3,}\s*spoiler\b[^\n]*\n[\s\S]*?(?:^\s{0,3}:{3,}\s*$|(?![\s\S]))/gim,
      '[spoiler] ',
    )
    .replace(/```[\s\S]*?(?:```|(?![\s\S]))/g, ' [code] ')
    .replace(/[#>*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
