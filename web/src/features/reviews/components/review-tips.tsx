import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';

const tips: Record<'problem' | 'solution', string[]> = {
  problem: [
    'Say whether the statement was clear and the examples helped.',
    'Mention the difficulty compared with its rating.',
    'Point out what made it interesting: the key idea, a trick, a classic technique.',
    'Be kind and constructive: no spoilers of the solution in the comment.',
  ],
  solution: [
    'Check the approach is correct and the complexity fits the limits.',
    'Say whether the explanation was easy to follow.',
    'Point out edge cases it misses, or a simpler way to do it.',
    'Be kind and constructive: review the code, not the coder.',
  ],
};

/** Tips for writing a useful review, beside the form. */
export function ReviewTips({ subjectKind }: { subjectKind: 'problem' | 'solution' }) {
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb aria-hidden className="size-4 text-warning-soft-foreground" />
          Tips for a helpful review
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-muted-foreground marker:text-muted-foreground/60">
          {tips[subjectKind].map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
