import { useCallback, useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import type { ShownMessage } from './conversation-cache.ts';

/** Within this distance of the bottom a reader counts as following the conversation. */
const followingPx = 96;
/** Older messages load once the reader scrolls this close to the top. */
const loadOlderPx = 160;

export interface OlderMessages {
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

/**
 * Where a conversation's scroll area stands: it opens at the newest message and follows new ones
 * while the reader is at the bottom (or just sent one), but never pulls away a reader who
 * scrolled up: they get "New messages" instead. Scrolling near the top loads older messages and
 * keeps the reader's place while they appear above.
 */
export function useConversationScroll(
  messages: ShownMessage[] | undefined,
  viewerId: string,
  { hasOlder, loadingOlder, loadOlder }: OlderMessages,
) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const distanceFromBottom = useRef(0);
  const shown = useRef<{ first?: string; last?: string }>({});
  const [following, setFollowing] = useState(true);
  // The newest message when the reader scrolled away from the bottom.
  const [lastWhenLeft, setLastWhenLeft] = useState<string | undefined>(undefined);
  const lastId = messages?.at(-1)?._id;

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller === null || messages === undefined) return;
    const first = messages[0]?._id;
    const last = messages.at(-1)?._id;
    const before = shown.current;
    shown.current = { first, last };
    const toBottom = () => {
      scroller.scrollTop = scroller.scrollHeight;
      distanceFromBottom.current = 0;
    };
    if (before.last === undefined) toBottom();
    else if (last !== before.last) {
      if (following || messages.at(-1)?.sender === viewerId) toBottom();
    } else if (first !== before.first) {
      scroller.scrollTop =
        scroller.scrollHeight - scroller.clientHeight - distanceFromBottom.current;
    }
  }, [messages, viewerId, following]);

  // Messages render their Markdown, code and math after they first show (lazy chunks): a reader
  // at the bottom stays there while they grow.
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = scrollerRef.current;
    const content = contentRef.current;
    if (scroller === null || content === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (distanceFromBottom.current >= followingPx) return;
      scroller.scrollTop = scroller.scrollHeight;
      distanceFromBottom.current = 0;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  // A short conversation cannot be scrolled up, so older pages load until it fills the area.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller === null || !hasOlder || loadingOlder || scroller.clientHeight === 0) return;
    if (scroller.scrollHeight <= scroller.clientHeight) loadOlder();
  }, [messages, hasOlder, loadingOlder, loadOlder]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const scroller = event.currentTarget;
    const distance = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
    distanceFromBottom.current = distance;
    const nowFollowing = distance < followingPx;
    if (nowFollowing !== following) {
      setFollowing(nowFollowing);
      setLastWhenLeft(nowFollowing ? undefined : lastId);
    }
    if (scroller.scrollTop < loadOlderPx && hasOlder && !loadingOlder) loadOlder();
  };

  const jumpToNewest = useCallback(() => {
    const scroller = scrollerRef.current;
    if (scroller !== null) scroller.scrollTop = scroller.scrollHeight;
  }, []);

  return {
    scrollerRef,
    /** Wraps everything the scroll area holds, so its growth is seen. */
    contentRef,
    onScroll,
    /** Messages arrived below while the reader was scrolled up. */
    newBelow: !following && lastId !== lastWhenLeft,
    jumpToNewest,
  };
}
