import { useId } from 'react';
import { chatErrors, chatTexts, type ChatBox, type ChatUser } from '@upsolve/contract';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { CountBadge, countDescription } from '@/components/ui/count-badge.tsx';
import { Input } from '@/components/ui/input.tsx';
import { LoadMoreButton } from '@/components/ui/load-more-button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import type { useChatUsers } from '../api/chat-users.ts';
import { groupByPresence, matchingUsers } from '../lib/user-groups.ts';
import { UserListItem } from './user-list-item.tsx';

type ChatUsersList = ReturnType<typeof useChatUsers>;

interface GroupProps {
  title: string;
  users: ChatUser[];
  online: boolean;
  selectedId: string | null;
  viewerId: string;
}

function UserGroup({ title, users, online, selectedId, viewerId }: GroupProps) {
  if (users.length === 0) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      <h2 className="flex items-center justify-between px-3 pt-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
        <span className="font-normal tabular-nums">{users.length}</span>
      </h2>
      <ul className="flex flex-col gap-0.5">
        {users.map((user) => (
          <UserListItem
            key={user._id}
            user={user}
            online={online}
            selected={user._id === selectedId}
            viewerId={viewerId}
          />
        ))}
      </ul>
    </section>
  );
}

function ListMessage({ children }: { children: string }) {
  return <p className="px-3 py-8 text-center text-sm text-muted-foreground">{children}</p>;
}

interface UserListBodyProps {
  list: ChatUsersList;
  /** The chats, or the strangers' message requests. */
  box: ChatBox;
  query: string;
  online: ReadonlySet<string>;
  selectedId: string | null;
  viewerId: string;
}

function UserListBody({ list, box, query, online, selectedId, viewerId }: UserListBodyProps) {
  if (list.isPending) {
    return (
      <div role="status" aria-label="Loading users" className="flex flex-col gap-2 p-3">
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 flex-1" />
          </div>
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className="flex flex-col items-center gap-3 px-3 py-8 text-center">
        <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
          {chatErrors.usersLoad}
        </p>
        <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const users = matchingUsers(list.data.items, query);
  // While the server's answer for a new term is on its way, the filtered list stands in for it.
  const searching = list.isPlaceholderData;
  if (users.length === 0) {
    if (searching) return <ListMessage>Searching...</ListMessage>;
    if (query.trim() !== '')
      return <ListMessage>{`No users match “${query.trim()}”.`}</ListMessage>;
    return (
      <ListMessage>
        {box === 'requests' ? chatTexts.noRequests : 'No one else is here yet.'}
      </ListMessage>
    );
  }
  const groupProps = { selectedId, viewerId };
  if (box === 'requests') {
    // Strangers: their presence is not the viewer's to hear, so one group, newest first.
    return (
      <div className="flex flex-col gap-3 p-2">
        <UserGroup title={chatTexts.requests} users={users} online={false} {...groupProps} />
        {searching ? null : <LoadMoreButton list={list} />}
      </div>
    );
  }
  const groups = groupByPresence(users, online);
  return (
    <div className="flex flex-col gap-3 p-2">
      <UserGroup title={chatTexts.online} users={groups.online} online {...groupProps} />
      <UserGroup title={chatTexts.offline} users={groups.offline} online={false} {...groupProps} />
      {searching ? null : <LoadMoreButton list={list} />}
    </div>
  );
}

interface BoxTabsProps {
  box: ChatBox;
  onBoxChange: (box: ChatBox) => void;
  requestCount: number;
}

/** Chats | Requests, the second with how many requests wait (never in the header's badge). */
function BoxTabs({ box, onBoxChange, requestCount }: BoxTabsProps) {
  const id = useId();
  const tab = (value: ChatBox, label: string, count = 0) => (
    <button
      type="button"
      aria-pressed={box === value}
      aria-describedby={countDescription(count, `${id}-${value}`)}
      onClick={() => onBoxChange(value)}
      className={cn(
        'inline-flex h-8 flex-1 items-center justify-center gap-1.5 rounded-md px-2.5 text-sm font-medium transition-colors',
        box === value
          ? 'bg-surface text-foreground shadow-sm'
          : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {label}
      <CountBadge count={count} label="waiting" id={`${id}-${value}`} />
    </button>
  );
  return (
    <div role="group" aria-label="Conversations" className="flex rounded-lg bg-muted p-0.5">
      {tab('accepted', chatTexts.chats)}
      {tab('requests', chatTexts.requests, requestCount)}
    </div>
  );
}

export interface UserListPaneProps extends UserListBodyProps, BoxTabsProps {
  onQueryChange: (query: string) => void;
  className?: string;
}

/**
 * The left pane: the online count, the search box, Chats | Requests, and the Online and Offline
 * groups (or the requests). The count is the Online group's: the people listed who are online
 * (the viewer is never listed).
 */
export function UserListPane({
  onQueryChange,
  className,
  onBoxChange,
  requestCount,
  ...body
}: UserListPaneProps) {
  const listed = body.list.data?.items ?? [];
  const onlineCount = groupByPresence(matchingUsers(listed, body.query), body.online).online.length;
  return (
    <div
      className={cn('min-h-0 flex-col border-border md:flex md:border-r', className)}
      aria-label="People"
      role="region"
    >
      <div className="flex flex-col gap-3 border-b border-border p-3">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <span aria-hidden className="size-2 rounded-full bg-success" />
          <span>
            <span className="font-semibold text-foreground tabular-nums">{onlineCount}</span> online
          </span>
        </p>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search users"
            placeholder={chatTexts.searchPlaceholder}
            value={body.query}
            onChange={(event) => onQueryChange(event.target.value)}
            className="pl-9"
          />
        </div>
        <BoxTabs box={body.box} onBoxChange={onBoxChange} requestCount={requestCount} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <UserListBody {...body} />
      </div>
    </div>
  );
}
