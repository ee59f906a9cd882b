/*
 * `$$x^2$$` written on one line is display math to anyone who writes LaTeX, but remark-math reads
 * it as inline math (only `$$` on lines of their own opens a display block). This remark step
 * marks such formulas as display math, so KaTeX centres them on their own line.
 */

interface MarkdownNode {
  type: string;
  children?: MarkdownNode[];
  position?: { start: { offset?: number } };
  data?: { hProperties?: Record<string, unknown> };
}

function markDisplayMath(node: MarkdownNode, source: string): void {
  const start = node.position?.start.offset;
  if (node.type === 'inlineMath' && start !== undefined && source.startsWith('$$', start)) {
    node.data = {
      ...node.data,
      hProperties: { ...node.data?.hProperties, className: ['language-math', 'math-display'] },
    };
  }
  for (const child of node.children ?? []) markDisplayMath(child, source);
}

/** The remark plugin: runs after remark-math has parsed the formulas. */
export function remarkDisplayMathOnOneLine() {
  return (tree: MarkdownNode, file: { value: unknown }) => {
    markDisplayMath(tree, String(file.value));
  };
}
