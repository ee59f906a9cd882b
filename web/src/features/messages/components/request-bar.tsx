import { chatMessages, chatTexts } from '@upsolve/contract';
import { Check, X } from 'lucide-react';
import { BlockButton } from '@/components/block-button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { errorText } from '@/lib/api.ts';
import { useAnswerRequest } from '../api/requests.ts';

export interface RequestBarProps {
  person: { _id: string; username: string };
  onAnswered: (answer: 'accept' | 'decline') => void;
}

/**
 * Above the message box of a stranger's request: what it is, Accept, Decline and Block
 * (docs/product.md, "Message requests"). Replying accepts too.
 */
export function RequestBar({ person, onAnswered }: RequestBarProps) {
  const answer = useAnswerRequest(person._id);
  // Awaited rather than mutate's own callbacks: the answered request leaves the list, which
  // unmounts this bar before those would run.
  const answerWith = async (choice: 'accept' | 'decline') => {
    try {
      await answer.mutateAsync(choice);
    } catch (error) {
      toast.error(errorText(error));
      return;
    }
    toast.success(choice === 'accept' ? chatMessages.accepted : chatMessages.declined);
    onAnswered(choice);
  };
  return (
    <div
      role="region"
      aria-label="Message request"
      className="flex flex-col gap-3 border-t border-border bg-muted/60 p-3"
    >
      <p dir="auto" className="text-sm [overflow-wrap:anywhere] text-foreground">
        {chatTexts.requestNotice(person.username)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          icon={<Check aria-hidden />}
          busy={answer.isPending && answer.variables === 'accept'}
          busyLabel="Accepting..."
          disabled={answer.isPending}
          onClick={() => void answerWith('accept')}
        >
          {chatTexts.accept}
        </Button>
        <Button
          size="sm"
          variant="outline"
          icon={<X aria-hidden />}
          busy={answer.isPending && answer.variables === 'decline'}
          busyLabel="Declining..."
          disabled={answer.isPending}
          onClick={() => void answerWith('decline')}
        >
          {chatTexts.decline}
        </Button>
        <BlockButton person={person} size="sm" variant="ghost" />
      </div>
    </div>
  );
}
