import { Suspense, useMemo } from 'react';
import { cn } from '@/lib/cn.ts';
import {
  useCodeExtensions,
  WithCodeMirror,
  type CodeLanguage,
  type CodeMirrorKit,
} from './code-editor.tsx';
import { CopyButton } from './copy-button.tsx';

export interface CodeViewProps {
  code: string;
  language: CodeLanguage;
  /** Shown in the header, e.g. 'C++'. */
  languageLabel: string;
  className?: string;
}

const viewerMaxHeight = '70vh';

function LoadedCodeView({
  kit,
  code,
  language,
}: Pick<CodeViewProps, 'code' | 'language'> & { kit: CodeMirrorKit }) {
  const { CodeMirror, EditorView } = kit;
  const baseExtensions = useCodeExtensions(kit, language);
  const extensions = useMemo(
    () => [...baseExtensions, EditorView.contentAttributes.of({ 'aria-label': 'Solution code' })],
    [baseExtensions, EditorView],
  );
  return (
    <CodeMirror
      value={code}
      editable={false}
      readOnly
      extensions={extensions}
      theme="none"
      maxHeight={viewerMaxHeight}
      basicSetup={{
        foldGutter: false,
        highlightActiveLine: false,
        highlightActiveLineGutter: false,
        autocompletion: false,
      }}
    />
  );
}

/** The code as plain text while the highlighter loads, so it is readable at once. */
function PlainCode({ code }: { code: string }) {
  return (
    <pre
      className="overflow-auto px-4 py-2 font-mono text-[0.8125rem] leading-[1.6] whitespace-pre-wrap text-foreground"
      style={{ maxHeight: viewerMaxHeight }}
    >
      <code>{code}</code>
    </pre>
  );
}

/** Read-only code with syntax highlighting, line numbers and a copy button. */
export function CodeView({ code, language, languageLabel, className }: CodeViewProps) {
  return (
    <figure
      className={cn(
        'min-w-0 overflow-hidden rounded-lg border border-border bg-surface',
        className,
      )}
    >
      <figcaption className="flex items-center justify-between gap-2 border-b border-border bg-muted py-1 pr-1 pl-3">
        <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {languageLabel}
        </span>
        <CopyButton text={code} label="Copy code" copiedLabel="Code copied" what="code" />
      </figcaption>
      <Suspense fallback={<PlainCode code={code} />}>
        <WithCodeMirror>
          {(kit) => <LoadedCodeView kit={kit} code={code} language={language} />}
        </WithCodeMirror>
      </Suspense>
    </figure>
  );
}
