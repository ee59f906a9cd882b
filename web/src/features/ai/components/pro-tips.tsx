import { Lightbulb } from 'lucide-react';
import { aiChatTexts } from '../lib/texts.ts';

/** How to get good answers, beside the chat. */
export function ProTips() {
  return (
    <section
      aria-labelledby="ai-pro-tips"
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
    >
      <h2 id="ai-pro-tips" className="flex items-center gap-2 text-sm font-semibold">
        <Lightbulb aria-hidden className="size-4 text-brand" />
        {aiChatTexts.proTips}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        {aiChatTexts.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
