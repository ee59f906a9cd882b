/*
 * KaTeX and highlight.js are the bulk of the Markdown code, and many texts need neither: each is
 * its own chunk, fetched together with the renderer only for a text that needs it.
 */

/** Math is written between dollar signs (`$a_i$`, `$$...$$`): without one there is none. */
export function hasMath(source: string): boolean {
  return source.includes('$');
}

/** Only fenced code (``` or ~~~ naming its language) is highlighted. */
export function hasFencedCode(source: string): boolean {
  return source.includes('```') || source.includes('~~~');
}

/** The renderer module with KaTeX and/or highlight.js, all fetched at once; for React.lazy. */
export async function loadRenderer(math: boolean, code: boolean) {
  const [renderer, mathModule, highlightModule] = await Promise.all([
    import('./markdown-renderer.tsx'),
    math ? import('./markdown-math.ts') : null,
    code ? import('./markdown-highlight.ts') : null,
  ]);
  const plugins = [mathModule?.plugin, highlightModule?.plugin].filter(
    (plugin) => plugin !== undefined,
  );
  return { default: renderer.rendererWith(plugins) };
}
