import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CodeLanguage } from './code-editor.tsx';
import { CodeEditor, preloadCodeMirror } from './code-editor.tsx';
import { installCodeMirrorLayoutStubs } from './code-editor-jsdom.ts';
import { CodeView } from './code-view.tsx';
import { Field } from './field.tsx';

beforeAll(async () => {
  installCodeMirrorLayoutStubs();
  await preloadCodeMirror('python');
}, 30_000);

/** CodeMirror loads as its own chunk; the first render waits for it. */
const loaded = { timeout: 5000 };

function EditorHarness({ initial, language }: { initial: string; language: CodeLanguage }) {
  const [value, setValue] = useState(initial);
  return (
    <Field label="Code" error={value.trim() === '' ? 'Code is required' : null}>
      <CodeEditor value={value} onChange={setValue} language={language} label="Code" />
      <output data-testid="value">{value}</output>
    </Field>
  );
}

describe('CodeEditor', () => {
  it('is a labelled text box whose typing reaches the form', async () => {
    // No pause between keys: CodeMirror handles each one, and there are several.
    const user = userEvent.setup({ delay: null });
    render(<EditorHarness initial="" language="python" />);
    const editor = await screen.findByRole('textbox', { name: 'Code' }, loaded);
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription('Code is required');
    await user.click(editor);
    await user.keyboard('print(42)');
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('print(42)'));
    // The editor takes its new attributes in an effect after the value has rendered.
    await waitFor(() => expect(editor).not.toHaveAttribute('aria-invalid'));
  });

  it('highlights the chosen language', async () => {
    render(<EditorHarness initial={'int main() { return 0; }'} language="cpp" />);
    const editor = await screen.findByRole('textbox', { name: 'Code' }, loaded);
    // The grammar loads after the editor: keywords get their own highlighted span.
    await waitFor(() => expect(within(editor).getByText('return').tagName).toBe('SPAN'));
    expect(editor).toHaveAttribute('data-language', 'cpp');
  });
});

describe('CodeView', () => {
  it('shows the code read-only with line numbers, and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const code = 'fn main() {\n    println!("hi");\n}';
    render(<CodeView code={code} language="rust" languageLabel="Rust" />);

    expect(screen.getByText('Rust')).toBeInTheDocument();
    const viewer = await screen.findByRole('textbox', { name: 'Solution code' }, loaded);
    expect(viewer).toHaveAttribute('contenteditable', 'false');
    expect(viewer).toHaveTextContent('println!("hi");');
    const gutter = document.querySelector('.cm-lineNumbers');
    expect(gutter).toHaveTextContent(/1.*2.*3/);

    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith(code);
    expect(await screen.findByRole('button', { name: 'Code copied' })).toHaveTextContent('Copied');
  });
});
