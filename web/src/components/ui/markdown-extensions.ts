/*
 * KaTeX and highlight.js are the bulk of the Markdown code, and many texts need neither: each is
 * its own chunk, fetched together with the renderer only for a text that needs it. Spoiler blocks
 * (remark-directive) are a third, smaller one: a problem statement seldom has one.
 */

/** Math is written between dollar signs (`$a_i$`, `$$...$$`): without one there is none. */
export function hasMath(source: string): boolean {
  return source.includes('$');
}

/** Only fenced code (``` or ~~~ naming its language) is highlighted. */
export function hasFencedCode(source: string): boolean {
  return source.includes('```') || source.includes('~~~');
}

/** A spoiler is a `:::` block (`:::spoiler Hint` … `:::`): without three colons there is none. */
export function hasSpoiler(source: string): boolean {
  return source.includes(':::');
}

/** What a text needs beyond plain Markdown. */
export interface MarkdownNeeds {
  math: boolean;
  code: boolean;
  spoiler: boolean;
}

export function needsOf(source: string): MarkdownNeeds {
  return { math: hasMath(source), code: hasFencedCode(source), spoiler: hasSpoiler(source) };
}

/** The renderer module with the extensions a text needs, all fetched at once; for React.lazy. */
export async function loadRenderer({ math, code, spoiler }: MarkdownNeeds) {
  const [renderer, mathModule, highlightModule, spoilerModule] = await Promise.all([
    import('./markdown-renderer.tsx'),
    math ? import('./markdown-math.ts') : null,
    code ? import('./markdown-highlight.ts') : null,
    spoiler ? import('./markdown-spoiler.ts') : null,
  ]);
  const plugins = [mathModule?.plugin, highlightModule?.plugin].filter(
    (plugin) => plugin !== undefined,
  );
  return { default: renderer.rendererWith(plugins, spoilerModule?.spoilers) };
}
