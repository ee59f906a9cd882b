import { lazy, Suspense, type LazyExoticComponent, type ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { userTextProps } from './user-text.tsx';
import { loadRenderer, needsOf, type MarkdownNeeds } from './markdown-extensions.ts';
import type { MarkdownRendererProps, MarkdownVariant } from './markdown-renderer.tsx';

/*
 * The renderer (react-markdown, remark/rehype plugins) weighs far more than the screens that show
 * Markdown, so it is its own lazy chunk; KaTeX, highlight.js and spoilers are more, fetched beside
 * it only for a text that has math, fenced code or a `:::` block.
 */
type LazyRenderer = LazyExoticComponent<(props: MarkdownRendererProps) => ReactNode>;

const keyOf = ({ math, code, spoiler }: MarkdownNeeds) => `${math}-${code}-${spoiler}`;
const flags = [false, true];

/** One lazy renderer per combination of extensions, made once (not per render). */
const renderers: Readonly<Record<string, LazyRenderer>> = Object.fromEntries(
  flags.flatMap((math) =>
    flags.flatMap((code) =>
      flags.map((spoiler) => {
        const needs = { math, code, spoiler };
        return [keyOf(needs), lazy(() => loadRenderer(needs))];
      }),
    ),
  ),
);
const PlainRenderer = lazy(() => loadRenderer({ math: false, code: false, spoiler: false }));

/** The renderer this text needs: each extension only for a text that uses it. */
function MarkdownRenderer({ source, variant }: MarkdownRendererProps) {
  const Renderer = renderers[keyOf(needsOf(source))] ?? PlainRenderer;
  return <Renderer source={source} variant={variant} />;
}

export interface MarkdownViewProps {
  /** Markdown with GFM and LaTeX math (`$...$`, `$$...$$`), written by a user. */
  source: string;
  className?: string;
  /**
   * `document` (default): the full text, links open in a new tab. `preview`: a compact excerpt
   * for use inside a clickable card: links show as plain text and images as their alt text.
   * `message` (chat messages, review comments): compact, line breaks kept, only http(s) links,
   * and no image is ever loaded: it shows as a link.
   */
  variant?: MarkdownVariant;
}

/** Placeholder lines shaped like a paragraph while the renderer chunk loads. */
function MarkdownFallback() {
  return (
    <div className="space-y-2" aria-hidden="true" data-testid="markdown-loading">
      <div className="h-3.5 w-11/12 animate-pulse rounded bg-muted" />
      <div className="h-3.5 w-full animate-pulse rounded bg-muted" />
      <div className="h-3.5 w-3/4 animate-pulse rounded bg-muted" />
    </div>
  );
}

/** A message's words as typed while the renderer loads: readable at once, no placeholder jump. */
function TextFallback({ source }: { source: string }) {
  return <div className="whitespace-pre-wrap">{source}</div>;
}

/**
 * User-written Markdown rendered safely: raw HTML is never injected, the output is sanitised, math
 * is typeset with KaTeX and fenced code is highlighted. Links open in a new tab.
 */
export function MarkdownView({ source, className, variant }: MarkdownViewProps) {
  const fallback = variant === 'message' ? <TextFallback source={source} /> : <MarkdownFallback />;
  return (
    <div dir={userTextProps.dir} className={cn('min-w-0', userTextProps.className, className)}>
      <Suspense fallback={fallback}>
        <MarkdownRenderer source={source} variant={variant} />
      </Suspense>
    </div>
  );
}
