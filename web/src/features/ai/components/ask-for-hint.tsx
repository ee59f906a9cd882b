import { Lightbulb } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { paths } from '@/lib/paths.ts';
import { useAiConversations } from '../api/conversations.ts';
import { aiChatTexts } from '../lib/texts.ts';

/**
 * The problem page's way to the AI's hints: "Continue your hints" opens the viewer's newest hint
 * conversation on this problem; without one, "Ask for a hint" starts one.
 */
export function AskForHint({ problemId }: { problemId: string }) {
  const hints = useAiConversations(problemId);
  const newest = hints.data?.[0];
  if (newest !== undefined) {
    return (
      <ButtonLink
        to={paths.askAiConversation(newest._id)}
        variant="secondary"
        icon={<Lightbulb aria-hidden />}
      >
        {aiChatTexts.continueHints}
      </ButtonLink>
    );
  }
  return (
    <ButtonLink
      to={paths.askAiHint(problemId)}
      variant="secondary"
      icon={<Lightbulb aria-hidden />}
    >
      {aiChatTexts.askForHint}
    </ButtonLink>
  );
}
