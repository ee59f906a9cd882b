import 'katex/dist/katex.min.css';
import rehypeKatex from 'rehype-katex';
import type { RehypePlugin } from './markdown-renderer.tsx';

/** Typesets math with KaTeX; a formula with an error shows in red instead of breaking the text. */
export const plugin: RehypePlugin = [rehypeKatex, { throwOnError: false, strict: 'ignore' }];
