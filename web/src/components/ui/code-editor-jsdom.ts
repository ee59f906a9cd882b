/**
 * jsdom has no layout, and CodeMirror measures text ranges to place the cursor and selection.
 * Tests that render a CodeEditor or CodeView call this once (e.g. in beforeAll) so the measuring
 * gets empty boxes instead of throwing.
 */
export function installCodeMirrorLayoutStubs(): void {
  const emptyRects = (): DOMRectList => {
    const list: DOMRect[] = [];
    return Object.assign(list, { item: (index: number) => list[index] ?? null });
  };
  Range.prototype.getClientRects ??= emptyRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
}
