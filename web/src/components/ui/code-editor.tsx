import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Extension } from '@codemirror/state';
import type { SolutionLanguage } from '@upsolve/contract';
import { cn } from '@/lib/cn.ts';
import { useTheme, type Theme } from '@/lib/theme.ts';
import { useFieldControl } from './field.tsx';
import { Skeleton } from './skeleton.tsx';

export type CodeLanguage = SolutionLanguage;

/*
 * CodeMirror, its themes and every language grammar are loaded on demand: the screens that show
 * code stay small, and a grammar is fetched only when code in that language appears. Each promise
 * is made once and kept, so React's `use` can suspend on it during render.
 */
/** Replacements of the light style's colours: at least 4.5:1 on white (#b83100 6.0:1, #c00 5.9:1). */
const accessibleLightColours: Record<string, string> = { '#e40': '#b83100', '#f00': '#c00' };

async function loadCodeMirrorKit() {
  const [reactCodeMirror, language, oneDark] = await Promise.all([
    import('@uiw/react-codemirror'),
    import('@codemirror/language'),
    import('@codemirror/theme-one-dark'),
  ]);
  const { EditorView } = reactCodeMirror;
  const { syntaxHighlighting, defaultHighlightStyle, HighlightStyle } = language;
  // Colours come from the design tokens so the editor sits on the page's own surfaces.
  const chrome = EditorView.theme({
    '&': { backgroundColor: 'var(--surface)', color: 'var(--foreground)', fontSize: '0.8125rem' },
    '&.cm-focused': { outline: 'none' },
    '.cm-scroller': {
      fontFamily: 'var(--font-mono)',
      lineHeight: '1.6',
    },
    '.cm-content': { caretColor: 'var(--foreground)', padding: '0.5rem 0' },
    '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--foreground)' },
    '.cm-gutters': {
      backgroundColor: 'var(--muted)',
      color: 'var(--muted-foreground)',
      borderRight: '1px solid var(--border)',
    },
    '.cm-activeLine': { backgroundColor: 'color-mix(in oklch, var(--muted) 55%, transparent)' },
    '.cm-activeLineGutter': { backgroundColor: 'var(--border)', color: 'var(--foreground)' },
    '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, ::selection':
      { backgroundColor: 'color-mix(in oklch, var(--brand) 28%, transparent) !important' },
    '.cm-tooltip': {
      backgroundColor: 'var(--surface-raised)',
      color: 'var(--foreground)',
      border: '1px solid var(--border)',
    },
    '.cm-placeholder': { color: 'var(--muted-foreground)' },
  });
  // CodeMirror's light style, with the two colours that fail WCAG AA on white darkened:
  // escapes and regular expressions (#e40, 3.84:1) and invalid code (#f00, 4.0:1).
  const lightHighlightStyle = HighlightStyle.define(
    defaultHighlightStyle.specs.map((spec) => {
      const colour =
        typeof spec.color === 'string' ? accessibleLightColours[spec.color] : undefined;
      return colour ? { ...spec, color: colour } : spec;
    }),
  );
  const highlighting: Record<Theme, Extension> = {
    light: syntaxHighlighting(lightHighlightStyle),
    dark: syntaxHighlighting(oneDark.oneDarkHighlightStyle),
  };
  return { CodeMirror: reactCodeMirror.default, EditorView, chrome, highlighting };
}

async function loadLegacyClike(mode: 'kotlin' | 'csharp'): Promise<Extension> {
  const [{ StreamLanguage }, clike] = await Promise.all([
    import('@codemirror/language'),
    import('@codemirror/legacy-modes/mode/clike'),
  ]);
  return StreamLanguage.define(clike[mode]);
}

const languageLoaders: Record<CodeLanguage, () => Promise<Extension>> = {
  cpp: async () => (await import('@codemirror/lang-cpp')).cpp(),
  python: async () => (await import('@codemirror/lang-python')).python(),
  java: async () => (await import('@codemirror/lang-java')).java(),
  javascript: async () => (await import('@codemirror/lang-javascript')).javascript(),
  typescript: async () =>
    (await import('@codemirror/lang-javascript')).javascript({ typescript: true }),
  rust: async () => (await import('@codemirror/lang-rust')).rust(),
  go: async () => (await import('@codemirror/lang-go')).go(),
  kotlin: () => loadLegacyClike('kotlin'),
  csharp: () => loadLegacyClike('csharp'),
};

export type CodeMirrorKit = Awaited<ReturnType<typeof loadCodeMirrorKit>>;
let kitPromise: Promise<CodeMirrorKit> | null = null;
const languagePromises = new Map<CodeLanguage, Promise<Extension>>();

function codeMirrorKit(): Promise<CodeMirrorKit> {
  kitPromise ??= loadCodeMirrorKit();
  return kitPromise;
}

/** Starts loading CodeMirror and a grammar ahead of showing them (e.g. when a form opens). */
export async function preloadCodeMirror(language: CodeLanguage = 'cpp'): Promise<void> {
  await Promise.all([codeMirrorKit(), languageExtension(language)]);
}

function languageExtension(language: CodeLanguage): Promise<Extension> {
  const known = languagePromises.get(language);
  if (known) return known;
  const loading = languageLoaders[language]();
  languagePromises.set(language, loading);
  return loading;
}

/**
 * Renders its child function once CodeMirror has loaded; suspends (showing the nearest Suspense
 * fallback) until then. React.lazy is what loads it, so the editor is a chunk of its own.
 */
export const WithCodeMirror = lazy(async () => {
  const kit = await codeMirrorKit();
  function LoadedKit({ children }: { children: (kit: CodeMirrorKit) => ReactNode }) {
    return children(kit);
  }
  return { default: LoadedKit };
});

/**
 * The editor extensions for `language` in the page's theme. Until the grammar has loaded the code
 * shows unhighlighted; on a language switch the previous grammar stays until the new one is ready.
 */
export function useCodeExtensions(kit: CodeMirrorKit, language: CodeLanguage): Extension[] {
  const [grammar, setGrammar] = useState<{ language: CodeLanguage; extension: Extension } | null>(
    null,
  );
  const { theme } = useTheme();

  useEffect(() => {
    let current = true;
    languageExtension(language).then(
      (extension) => {
        if (current) setGrammar({ language, extension });
      },
      (error: unknown) => console.warn(`Could not load the ${language} grammar.`, error),
    );
    return () => {
      current = false;
    };
  }, [language]);

  const grammarExtension = grammar?.extension;
  return useMemo(
    () => [
      kit.chrome,
      kit.highlighting[theme],
      kit.EditorView.lineWrapping,
      ...(grammarExtension ? [grammarExtension] : []),
    ],
    [kit, theme, grammarExtension],
  );
}

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  language: CodeLanguage;
  /** Names the editor for assistive technology (its visible label cannot point at it). */
  label: string;
  onBlur?: () => void;
  placeholder?: string;
  className?: string;
}

const editorHeight = { min: '18rem', max: '36rem' };

function LoadedCodeEditor({
  kit,
  value,
  onChange,
  language,
  label,
  onBlur,
  placeholder,
}: CodeEditorProps & { kit: CodeMirrorKit }) {
  const { CodeMirror, EditorView } = kit;
  const baseExtensions = useCodeExtensions(kit, language);
  const control = useFieldControl({});
  const { id, 'aria-describedby': describedBy, 'aria-invalid': invalid } = control;
  const extensions = useMemo(() => {
    const attributes: Record<string, string> = { 'aria-label': label };
    if (id) attributes.id = id;
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (invalid) attributes['aria-invalid'] = 'true';
    return [...baseExtensions, EditorView.contentAttributes.of(attributes)];
  }, [baseExtensions, EditorView, label, id, describedBy, invalid]);

  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      extensions={extensions}
      theme="none"
      placeholder={placeholder}
      minHeight={editorHeight.min}
      maxHeight={editorHeight.max}
      basicSetup={{ tabSize: 4, foldGutter: false }}
    />
  );
}

/**
 * A CodeMirror 6 editor for solution code: syntax highlighting for the chosen language, line
 * numbers, bracket matching, auto-indent and undo. Tab indents; Escape then Tab leaves the editor.
 * It takes its id, description and invalid state from a surrounding Field.
 */
export function CodeEditor({ className, ...props }: CodeEditorProps) {
  return (
    <div
      data-testid="code-editor"
      className={cn(
        'min-w-0 overflow-hidden rounded-lg border border-input bg-surface shadow-xs transition-colors focus-within:border-ring focus-within:outline-2 focus-within:outline-ring has-[[aria-invalid=true]]:border-danger',
        className,
      )}
    >
      <Suspense
        fallback={<Skeleton className="rounded-none" style={{ height: editorHeight.min }} />}
      >
        <WithCodeMirror>{(kit) => <LoadedCodeEditor kit={kit} {...props} />}</WithCodeMirror>
      </Suspense>
    </div>
  );
}
