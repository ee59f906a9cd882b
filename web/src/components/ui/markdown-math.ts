import 'katex/dist/katex.min.css';
import rehypeKatex from 'rehype-katex';
import type { RehypePlugin } from './markdown-renderer.tsx';

/*
 * Typesets math with KaTeX; a formula with an error shows in red instead of breaking the text.
 * Statements are written by anyone and shown to everyone, so a formula is kept from taking over
 * the page: sizes (\rule, \raisebox, \kern, ...) are capped at a few lines' height, macro
 * expansion is bounded, and commands that load or link (\href, \includegraphics) stay off.
 * markdown.css clips each formula to its own box besides.
 */
export const plugin: RehypePlugin = [
  rehypeKatex,
  { throwOnError: false, strict: 'ignore', trust: false, maxSize: 8, maxExpand: 1000 },
];
