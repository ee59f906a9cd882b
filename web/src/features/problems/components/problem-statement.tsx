import type { ProblemDetail } from '@upsolve/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { CopyableCode } from '@/components/ui/copyable-code.tsx';
import { MarkdownView } from '@/components/ui/markdown-view.tsx';

function StatementSection({ title, source }: { title: string; source: string }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h2>
      <MarkdownView source={source} className="text-[0.9375rem] text-foreground" />
    </section>
  );
}

const isBlank = (text: string) => text.trim() === '';

/**
 * Statement, input and output as Markdown with math; the examples verbatim with copy buttons. A
 * problem shared from a site's metadata alone (an upsolved contest's) has only its statement,
 * which sends the reader to the site: its empty sections are left out.
 */
export function ProblemStatement({ problem }: { problem: ProblemDetail }) {
  const { statement, input, output, exampleinput, exampleoutput } = problem.problemstatement;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="flex flex-col gap-7">
          <StatementSection title="Statement" source={statement} />
          {isBlank(input) ? null : <StatementSection title="Input" source={input} />}
          {isBlank(output) ? null : <StatementSection title="Output" source={output} />}
        </CardContent>
      </Card>
      {isBlank(exampleinput) && isBlank(exampleoutput) ? null : (
        <Card>
          <CardHeader>
            {/* Named like the add-problem form's section; one pair may hold several tests. */}
            <CardTitle>Examples</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 md:grid-cols-2">
            <CopyableCode label="Example input" code={exampleinput} />
            <CopyableCode label="Example output" code={exampleoutput} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
