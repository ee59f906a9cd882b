import { blockTexts, chatErrors } from '@upsolve/contract';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { ApiError, errorText } from '@/lib/api.ts';
import { useIsBlocked } from '@/lib/queries/blocks.ts';
import { useAcceptedInvitationsWith } from '@/lib/queries/invitations.ts';
import { useRealtime } from '@/lib/realtime/realtime-context.ts';
import { useConversation, useMarkConversationRead, useSendMessage } from '../api/conversation.ts';
import { usePageVisible } from '../lib/use-page-visible.ts';
import { useTypingFrom, useTypingNotice } from '../lib/use-typing.ts';
import { Composer } from './composer.tsx';
import { ConversationHeader } from './conversation-header.tsx';
import { InvitationIntro } from './invitation-intro.tsx';
import { MessageList } from './message-list.tsx';
import { RequestBar } from './request-bar.tsx';

/** What the alert says when a message could not be sent (docs/product.md, "Chat"). */
function sendFailureText(error: unknown): string {
  if (error instanceof ApiError && error.code === 'rate_limited') return chatErrors.rateLimited;
  // A block either way: the server's neutral words ("You cannot message this user").
  if (error instanceof ApiError && error.code === 'forbidden') return error.message;
  return chatErrors.sendFailed;
}

/** Marks what the other person sent as read while the conversation is in view. */
function useReadWhileInView(
  messages: { _id: string; sender: string; readAt: string | null }[] | undefined,
  viewerId: string,
  otherId: string,
) {
  const { mutate: markRead } = useMarkConversationRead(viewerId, otherId);
  const visible = usePageVisible();
  const newestUnread = messages?.findLast(
    (message) => message.sender === otherId && message.readAt === null,
  )?._id;
  // Once per newest unread message: a failed call is not repeated in a loop.
  const marked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (newestUnread === undefined || !visible || marked.current === newestUnread) return;
    marked.current = newestUnread;
    markRead();
  }, [newestUnread, visible, markRead]);
}

export interface ConversationProps {
  person: { _id: string; username: string };
  viewerId: string;
  /** A stranger's message request: Accept, Decline and Block show above the message box. */
  isRequest?: boolean;
  onAnswered?: (answer: 'accept' | 'decline') => void;
}

/**
 * The open conversation: header, messages, typing notice and the message box. Someone the viewer
 * blocked stays readable, without the message box.
 */
export function Conversation({
  person,
  viewerId,
  isRequest = false,
  onAnswered = () => undefined,
}: ConversationProps) {
  const { online } = useRealtime();
  const blocked = useIsBlocked(person._id);
  const conversation = useConversation(person._id);
  const [draft, setDraft] = useState('');
  const typing = useTypingFrom(person._id);
  const notice = useTypingNotice(person._id);
  const send = useSendMessage(viewerId, person._id, (error, content) => {
    toast.error(sendFailureText(error));
    // The words are not lost: they come back to an empty box to be sent again.
    setDraft((current) => (current === '' ? content : current));
  });
  useReadWhileInView(conversation.data, viewerId, person._id);
  // Derived from the invitations list the header already reads: no second request, no new column.
  const invitations = useAcceptedInvitationsWith(person._id);

  const changeDraft = (text: string) => {
    setDraft(text);
    notice.typed(text);
  };
  const sendDraft = () => {
    const content = draft.trim();
    if (content === '') return;
    setDraft('');
    notice.stopped();
    send.mutate({ content });
  };

  let body;
  if (conversation.isPending) {
    body = (
      <div role="status" aria-label="Loading messages" className="flex flex-1 flex-col gap-4 p-4">
        <Skeleton className="h-10 w-2/3 rounded-2xl" />
        <Skeleton className="h-10 w-1/2 self-end rounded-2xl" />
        <Skeleton className="h-10 w-3/5 rounded-2xl" />
      </div>
    );
  } else if (conversation.isError) {
    body = (
      <EmptyState
        icon={TriangleAlert}
        title="Messages could not be loaded"
        description={errorText(conversation.error)}
        action={<Button onClick={() => void conversation.refetch()}>Try again</Button>}
        className="m-4 flex-1 border-none"
      />
    );
  } else {
    body = (
      <MessageList
        messages={conversation.data}
        viewerId={viewerId}
        username={person.username}
        typing={typing}
        intro={
          invitations.length > 0 ? (
            <InvitationIntro invitations={invitations} viewerId={viewerId} />
          ) : undefined
        }
        hasOlder={conversation.hasNextPage}
        loadingOlder={conversation.isFetchingNextPage}
        loadOlder={() => void conversation.fetchNextPage()}
      />
    );
  }
  return (
    <>
      <ConversationHeader person={person} online={online.has(person._id)} />
      {body}
      {isRequest && !blocked ? <RequestBar person={person} onAnswered={onAnswered} /> : null}
      <div className="border-t border-border p-3">
        {blocked ? (
          <p className="text-center text-sm text-muted-foreground">{blockTexts.blockedNotice}</p>
        ) : (
          <Composer
            draft={draft}
            onDraftChange={changeDraft}
            onSend={sendDraft}
            username={person.username}
            ready={conversation.isSuccess}
          />
        )}
      </div>
    </>
  );
}
