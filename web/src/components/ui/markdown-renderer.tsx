import './markdown.css';
import type { ComponentPropsWithoutRef } from 'react';
import Markdown from 'react-markdown';
import type { Options as MarkdownOptions } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { remarkDisplayMathOnOneLine } from './markdown-display-math.ts';

/*
 * The default (GitHub) schema plus the two classes remark-math puts on math code so rehype-katex
 * knows inline from display math. Sanitising runs before KaTeX and highlighting, so their own
 * (trusted) markup is kept while anything the user wrote is filtered.
 */
const sanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

const remarkPlugins: MarkdownOptions['remarkPlugins'] = [
  remarkGfm,
  remarkMath,
  remarkDisplayMathOnOneLine,
];

function ExternalLink({ href, title, children }: ComponentPropsWithoutRef<'a'>) {
  return (
    <a href={href} title={title} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

function ScrollableTable({ children }: ComponentPropsWithoutRef<'table'>) {
  // Wide tables scroll inside their own box so the page never scrolls sideways on a phone.
  return (
    <div className="markdown-table">
      <table>{children}</table>
    </div>
  );
}

/*
 * A preview sits inside something that is itself a link (a card that opens the item), and a link
 * inside a link is invalid HTML that steals the click: links show as their text only.
 */
function LinkText({ children }: ComponentPropsWithoutRef<'a'>) {
  return <span className="markdown-link-text">{children}</span>;
}

/** Images would dwarf a three-line preview: their alt text stands in. */
function ImageAltText({ alt }: ComponentPropsWithoutRef<'img'>) {
  return alt ? <span>{alt}</span> : null;
}

const documentComponents: MarkdownOptions['components'] = {
  a: ExternalLink,
  table: ScrollableTable,
};
const previewComponents: MarkdownOptions['components'] = {
  a: LinkText,
  img: ImageAltText,
  table: ScrollableTable,
};

export type MarkdownVariant = 'document' | 'preview';

export interface MarkdownRendererProps {
  source: string;
  variant?: MarkdownVariant;
}

/** A rehype plugin with its options, as react-markdown takes it. */
export type RehypePlugin = NonNullable<MarkdownOptions['rehypePlugins']>[number];

/**
 * The renderer with extra rehype plugins (KaTeX, highlight.js: markdown-extensions.ts), which run
 * after sanitising.
 */
export function rendererWith(plugins: RehypePlugin[]) {
  const rehypePlugins: MarkdownOptions['rehypePlugins'] = [
    [rehypeSanitize, sanitizeSchema],
    ...plugins,
  ];
  return function MarkdownRenderer({ source, variant = 'document' }: MarkdownRendererProps) {
    const preview = variant === 'preview';
    return (
      <div
        data-testid="markdown-rendered"
        className={preview ? 'markdown-body markdown-preview' : 'markdown-body'}
      >
        <Markdown
          remarkPlugins={remarkPlugins}
          rehypePlugins={rehypePlugins}
          components={preview ? previewComponents : documentComponents}
        >
          {source}
        </Markdown>
      </div>
    );
  };
}
