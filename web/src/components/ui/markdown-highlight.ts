import rehypeHighlight from 'rehype-highlight';
import type { RehypePlugin } from './markdown-renderer.tsx';

/** Highlights fenced code whose language is named; no guessing for unnamed code. */
export const plugin: RehypePlugin = [rehypeHighlight, { detect: false }];
