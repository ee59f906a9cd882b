import './markdown.css';
import type { ComponentPropsWithoutRef } from 'react';
import { ImageIcon } from 'lucide-react';
import Markdown from 'react-markdown';
import type { ExtraProps, Options as MarkdownOptions } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { CopyButton } from './copy-button.tsx';
import { remarkDisplayMathOnOneLine } from './markdown-display-math.ts';
import type { SpoilerSupport } from './markdown-spoiler.ts';

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

/** How a link to another site opens: a new tab that cannot reach back to this one. */
const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;

function ExternalLink({ href, title, children }: ComponentPropsWithoutRef<'a'>) {
  return (
    <a href={href} title={title} {...externalLinkProps}>
      {children}
    </a>
  );
}

const webAddress = /^https?:\/\//i;
const isWebAddress = (url: unknown): url is string =>
  typeof url === 'string' && webAddress.test(url);

/** In a message only http(s) addresses are links; mailto:, relative and other links are text. */
function WebLink({ href, title, children }: ComponentPropsWithoutRef<'a'>) {
  if (!isWebAddress(href)) return <span>{children}</span>;
  return (
    <a href={href} title={title} {...externalLinkProps}>
      {children}
    </a>
  );
}

/**
 * A message never loads an image: fetching it would tell another server who reads the message and
 * when, and a picture could stand in for anything. A web address becomes a link named by the
 * image's alt text; any other address, the alt text alone.
 */
function ImageAsLink({ src, alt }: ComponentPropsWithoutRef<'img'>) {
  const name = alt !== undefined && alt !== '' ? alt : 'Image';
  if (!isWebAddress(src)) return <span>{name}</span>;
  return (
    <a href={src} title={src} className="markdown-image-link" {...externalLinkProps}>
      <ImageIcon aria-hidden className="inline size-[1em] align-[-0.125em]" />
      {name}
    </a>
  );
}

/** The hast node react-markdown hands a component: what it holds, for the copy button. */
type HastNode = ExtraProps['node'];

/** Enough of a hast tree to read its text. */
interface TextTree {
  type: string;
  value?: string;
  children?: TextTree[];
}

function textOf(node: TextTree | undefined): string {
  if (node === undefined) return '';
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/** `cpp` from the `language-cpp` class remark puts on fenced code's `<code>`. */
function languageOf(node: HastNode): string | undefined {
  const code = node?.children.find((child) => child.type === 'element' && child.tagName === 'code');
  if (code?.type !== 'element') return undefined;
  const classes = code.properties.className;
  const names = Array.isArray(classes) ? classes : [];
  const language = names.find((name) => typeof name === 'string' && name.startsWith('language-'));
  return typeof language === 'string' ? language.slice('language-'.length) : undefined;
}

/**
 * A code block with its language and a copy button. Long lines scroll inside the block rather
 * than wrap mid-expression; the copied text is exactly what was written.
 */
function CodeBlock({ node, children }: ComponentPropsWithoutRef<'pre'> & ExtraProps) {
  const language = languageOf(node);
  return (
    <figure className="markdown-code">
      <figcaption>
        <span>{language ?? 'code'}</span>
        <CopyButton text={textOf(node)} label="Copy code" copiedLabel="Code copied" what="code" />
      </figcaption>
      {/* Focusable: a keyboard scrolls a long line into view (axe: scrollable-region-focusable). */}
      <pre tabIndex={0}>{children}</pre>
    </figure>
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

export type MarkdownVariant = 'document' | 'preview' | 'message';

const components: Record<MarkdownVariant, MarkdownOptions['components']> = {
  document: { a: ExternalLink, pre: CodeBlock, table: ScrollableTable },
  preview: { a: LinkText, img: ImageAltText, table: ScrollableTable },
  message: { a: WebLink, img: ImageAsLink, pre: CodeBlock, table: ScrollableTable },
};

const bodyClasses: Record<MarkdownVariant, string> = {
  document: 'markdown-body',
  preview: 'markdown-body markdown-preview',
  message: 'markdown-body markdown-message',
};

export interface MarkdownRendererProps {
  source: string;
  variant?: MarkdownVariant;
}

/** A rehype plugin with its options, as react-markdown takes it. */
export type RehypePlugin = NonNullable<MarkdownOptions['rehypePlugins']>[number];

/**
 * The renderer with extra rehype plugins (KaTeX, highlight.js: markdown-extensions.ts), which run
 * after sanitising, and spoiler blocks when the text has one.
 */
export function rendererWith(plugins: RehypePlugin[], spoilers?: SpoilerSupport) {
  const rehypePlugins: MarkdownOptions['rehypePlugins'] = [
    [rehypeSanitize, sanitizeSchema],
    ...plugins,
  ];
  const withSpoilers = spoilers
    ? [...(remarkPlugins ?? []), ...spoilers.remarkPlugins]
    : remarkPlugins;
  const prepare = spoilers?.prepare ?? ((source: string) => source);
  return function MarkdownRenderer({ source, variant = 'document' }: MarkdownRendererProps) {
    return (
      <div data-testid="markdown-rendered" className={bodyClasses[variant]}>
        <Markdown
          remarkPlugins={withSpoilers}
          rehypePlugins={rehypePlugins}
          components={components[variant]}
        >
          {prepare(source)}
        </Markdown>
      </div>
    );
  };
}
