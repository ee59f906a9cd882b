import remarkDirective from 'remark-directive';
import type { Options as MarkdownOptions } from 'react-markdown';

/*
 * Spoilers, as competitive programmers hide hints: remark-directive parses `:::spoiler Hint` …
 * `:::` (the label in brackets, `:::spoiler[Hint]`, works too) and this step turns it into a
 * <details> with the label as its <summary>, so it shows collapsed until clicked and opens from
 * the keyboard. Any other directive is not ours: a text or leaf one ("Note:this", "::foo") goes
 * back to the characters written, a container keeps its content without the fences.
 */

interface DirectiveNode {
  type: string;
  name?: string;
  value?: string;
  children?: DirectiveNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
  data?: { hName?: string; directiveLabel?: boolean; hProperties?: Record<string, unknown> };
}

const spoilerName = 'spoiler';
const defaultSummary = 'Spoiler';

function sourceOf(node: DirectiveNode, source: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? '' : source.slice(start, end);
}

/** The label paragraph (`:::spoiler[Hint]`) as the summary, or "Spoiler" without one. */
function summaryOf(node: DirectiveNode): DirectiveNode {
  const first = node.children?.[0];
  if (first?.data?.directiveLabel) {
    node.children = node.children?.slice(1);
    return { ...first, data: { hName: 'summary' } };
  }
  return {
    type: 'paragraph',
    data: { hName: 'summary' },
    children: [{ type: 'text', value: defaultSummary }],
  };
}

const fence = /^\s{0,3}(`{3,}|~{3,})/;
const spoilerWithWords = /^(\s{0,3}:{3,})\s*spoiler\s+(\S.*?)\s*$/i;

/**
 * remark-directive reads a label only in brackets, and `:::spoiler Hint` (the way people write it,
 * as on Codeforces) would stay plain text: such an opening line becomes `:::spoiler[Hint]` before
 * parsing. Lines inside fenced code stay as written.
 */
export function bracketSpoilerLabels(source: string): string {
  if (!source.includes(':::')) return source;
  let inFence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const opened = fence.exec(line)?.[1];
      if (opened !== undefined) {
        if (inFence === null) inFence = opened.charAt(0);
        else if (opened.startsWith(inFence)) inFence = null;
        return line;
      }
      if (inFence !== null) return line;
      const spoiler = spoilerWithWords.exec(line);
      if (!spoiler) return line;
      const label = (spoiler[2] ?? '').replace(/[[\]\\]/g, (char) => `\\${char}`);
      return `${spoiler[1] ?? ':::'}spoiler[${label}]`;
    })
    .join('\n');
}

function transform(node: DirectiveNode, source: string): DirectiveNode {
  if (node.type === 'textDirective') return { type: 'text', value: sourceOf(node, source) };
  if (node.type === 'leafDirective') {
    return { type: 'paragraph', children: [{ type: 'text', value: sourceOf(node, source) }] };
  }
  if (node.type === 'containerDirective') {
    if (node.name?.toLowerCase() === spoilerName) {
      const summary = summaryOf(node);
      node.children = [summary, ...(node.children ?? [])];
      node.data = { hName: 'details' };
    } else {
      node.children = (node.children ?? []).filter((child) => !child.data?.directiveLabel);
      node.data = { hName: 'div' };
    }
  }
  if (node.children) node.children = node.children.map((child) => transform(child, source));
  return node;
}

/** The remark plugin, after remark-directive has parsed the directives. */
export function remarkSpoilers() {
  return (tree: DirectiveNode, file: { value: unknown }) => {
    transform(tree, String(file.value));
  };
}

/** What the renderer adds for a text with a `:::` block (markdown-extensions.ts loads it then). */
export interface SpoilerSupport {
  remarkPlugins: NonNullable<MarkdownOptions['remarkPlugins']>;
  prepare: (source: string) => string;
}

export const spoilers: SpoilerSupport = {
  remarkPlugins: [remarkDirective, remarkSpoilers],
  prepare: bracketSpoilerLabels,
};
