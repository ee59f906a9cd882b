import { useState, type MouseEvent } from 'react';
import { PanelLeft, Plus } from 'lucide-react';
import { LoadFailed } from '@/components/load-failed.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { useAiConversations } from '../api/conversations.ts';
import { aiChatTexts } from '../lib/texts.ts';
import { ConversationItem } from './conversation-item.tsx';

export interface ConversationSidebarProps {
  /** The conversation on screen, if it is a stored one. */
  selectedId: string | undefined;
  onDeleted: (conversationId: string) => void;
}

function ConversationList({ selectedId, onDeleted }: ConversationSidebarProps) {
  const conversations = useAiConversations();
  if (conversations.isError) {
    return (
      <LoadFailed
        title={aiChatTexts.conversationsFailed}
        error={conversations.error}
        retrying={conversations.isFetching}
        onRetry={() => void conversations.refetch()}
      />
    );
  }
  if (conversations.isPending) {
    return (
      <div role="status" aria-label="Loading your conversations" className="flex flex-col gap-2">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-9 rounded-lg" />
        ))}
      </div>
    );
  }
  if (conversations.data.length === 0) {
    return <p className="px-2 text-sm text-muted-foreground">{aiChatTexts.noConversations}</p>;
  }
  return (
    <ul aria-label={aiChatTexts.conversations} className="flex flex-col gap-0.5">
      {conversations.data.map((conversation) => (
        <ConversationItem
          key={conversation._id}
          conversation={conversation}
          selected={conversation._id === selectedId}
          onDeleted={onDeleted}
        />
      ))}
    </ul>
  );
}

/**
 * The viewer's conversations, most recent first, and "New chat". On a phone it folds away behind
 * a toggle and closes again once a conversation is picked.
 */
export function ConversationSidebar(props: ConversationSidebarProps) {
  const [open, setOpen] = useState(false);
  const closeOnPick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a') !== null) setOpen(false);
  };
  return (
    <aside aria-labelledby="ai-conversations-heading" className="flex flex-col gap-2">
      <Button
        variant="outline"
        className="md:hidden"
        aria-expanded={open}
        aria-controls="ai-conversations"
        onClick={() => setOpen((shown) => !shown)}
        icon={<PanelLeft aria-hidden />}
      >
        {open ? aiChatTexts.hideConversations : aiChatTexts.showConversations}
      </Button>
      {/* A click that opens a conversation (a link) closes the phone's panel. */}
      <div
        id="ai-conversations"
        onClick={closeOnPick}
        className={cn(
          'flex-col gap-3 rounded-xl border border-border bg-surface p-3 md:flex',
          open ? 'flex' : 'hidden',
        )}
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id="ai-conversations-heading" className="text-sm font-semibold">
            {aiChatTexts.conversations}
          </h2>
          <ButtonLink to={paths.askAi} size="sm" variant="secondary" icon={<Plus aria-hidden />}>
            {aiChatTexts.newChat}
          </ButtonLink>
        </div>
        <ConversationList {...props} />
      </div>
    </aside>
  );
}
