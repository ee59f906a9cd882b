import { useState } from 'react';
import type { ChatBox } from '@upsolve/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { cn } from '@/lib/cn.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useRequestCount, useUnreadCount } from '@/lib/queries/messages.ts';
import { usePresenceWatch, useRealtime } from '@/lib/realtime/realtime-context.ts';
import { useViewer } from '@/lib/viewer.ts';
import { useChatUsers } from '../api/chat-users.ts';
import { ConversationPane } from '../components/conversation-pane.tsx';
import { UserListPane } from '../components/user-list-pane.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';

/** The server is asked once typing pauses; the loaded list is filtered at once. */
const searchDelayMs = 250;

/**
 * /messages (docs/product.md, "Chat"): the people to talk to on the left, the conversation with
 * the one chosen on the right. `?with={userId}` names the open conversation, so a link or a
 * reload opens it. On phones one pane shows at a time: the list, then the conversation. The list
 * has two boxes: the chats and the strangers' message requests ("Message requests").
 */
function MessagesScreen() {
  const unread = useUnreadCount();
  // "(3) Messages — Upsolve": a reader in another tab sees there is something new.
  useDocumentTitle(unread > 0 ? `(${unread}) Messages` : 'Messages');
  const viewer = useViewer();
  const { online } = useRealtime();
  const [searchParams] = useSearchParams();
  const selectedId = searchParams.get('with');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [box, setBox] = useState<ChatBox>('accepted');
  const users = useChatUsers(useDebouncedValue(query.trim(), searchDelayMs), box);
  // The newest requests tell whether the open conversation is one (its Accept and Decline).
  const requests = useChatUsers('', 'requests');
  const requestCount = useRequestCount();
  const request = requests.data?.items.find((user) => user._id === selectedId);
  const knownPerson = users.data?.items.find((user) => user._id === selectedId) ?? request;
  // The server tells of partners only: the people listed, and the one open, are watched.
  const shownIds = users.data?.items.map((user) => user._id) ?? [];
  usePresenceWatch(selectedId === null ? shownIds : [selectedId, ...shownIds]);

  const conversationOpen = selectedId !== null;
  return (
    <div className="flex flex-col gap-4">
      <h1
        className={cn(
          'text-2xl font-semibold tracking-tight text-foreground sm:text-3xl',
          // On a phone an open conversation takes the whole screen below the site's header.
          conversationOpen && 'max-md:sr-only',
        )}
      >
        Messages
      </h1>
      <div
        className={cn(
          'grid h-[calc(100dvh-12rem)] min-h-[26rem] grid-cols-1 overflow-hidden rounded-xl border border-border bg-surface shadow-card sm:h-[calc(100dvh-13.5rem)] md:grid-cols-[18rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]',
          // The page's padding is given back, so the composer sits at the bottom of the screen.
          conversationOpen &&
            'max-md:-mx-4 max-md:-my-8 max-md:h-[calc(100dvh-4rem-1px)] max-md:min-h-0 max-md:rounded-none max-md:border-0 max-md:shadow-none sm:max-md:-mx-6 sm:max-md:-my-10',
        )}
      >
        <UserListPane
          className={cn(selectedId === null ? 'flex' : 'hidden')}
          list={users}
          box={box}
          onBoxChange={setBox}
          requestCount={requestCount}
          query={query}
          onQueryChange={setQuery}
          online={online}
          selectedId={selectedId}
          viewerId={viewer.id}
        />
        <ConversationPane
          className={cn(selectedId === null ? 'hidden' : 'flex')}
          selectedId={selectedId}
          knownPerson={knownPerson}
          isRequest={request !== undefined}
          onAnswered={(answer) => {
            if (answer === 'accept') setBox('accepted');
            else void navigate(paths.messages);
          }}
          viewer={viewer}
        />
      </div>
    </div>
  );
}

export { MessagesScreen as Component };
