import { useCallback, useEffect, useRef, useState } from 'react';
import type { Message, TypingNotice } from '@upsolve/contract';
import { useRealtime } from '@/lib/realtime/realtime-context.ts';

/** A typing notice lasts this long unless renewed (a lost "stopped" must not stick). */
const typingShownMs = 6_000;
/** While typing goes on, the notice is renewed this often. */
const typingRenewMs = 2_000;
/** Typing counts as stopped after this long without a key. */
const typingIdleMs = 3_000;

/** Whether the other person is typing to the viewer now. */
export function useTypingFrom(otherId: string): boolean {
  const { socket } = useRealtime();
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (socket === null) return;
    let expiry: ReturnType<typeof setTimeout> | undefined;
    const onTyping = (notice: TypingNotice) => {
      if (notice.from !== otherId) return;
      clearTimeout(expiry);
      setTyping(notice.typing);
      if (notice.typing) expiry = setTimeout(() => setTyping(false), typingShownMs);
    };
    // Their message has arrived: whatever they were typing is sent.
    const onMessage = (message: Message) => {
      if (message.sender !== otherId) return;
      clearTimeout(expiry);
      setTyping(false);
    };
    socket.on('typing', onTyping);
    socket.on('newMessage', onMessage);
    return () => {
      clearTimeout(expiry);
      socket.off('typing', onTyping);
      socket.off('newMessage', onMessage);
    };
  }, [socket, otherId]);
  return typing;
}

/** Tells the other person when the viewer types to them, and when they stop. */
export function useTypingNotice(otherId: string) {
  const { socket } = useRealtime();
  const state = useRef({ typing: false, sentAt: 0, idle: undefined as number | undefined });

  const send = useCallback(
    (typing: boolean) => socket?.emit('typing', { to: otherId, typing }),
    [socket, otherId],
  );
  const stopped = useCallback(() => {
    const current = state.current;
    window.clearTimeout(current.idle);
    if (!current.typing) return;
    current.typing = false;
    send(false);
  }, [send]);
  const typed = useCallback(
    (text: string) => {
      if (text.trim() === '') {
        stopped();
        return;
      }
      const current = state.current;
      const now = Date.now();
      if (!current.typing || now - current.sentAt > typingRenewMs) {
        current.typing = true;
        current.sentAt = now;
        send(true);
      }
      window.clearTimeout(current.idle);
      current.idle = window.setTimeout(stopped, typingIdleMs);
    },
    [send, stopped],
  );
  // Leaving the conversation ends the notice.
  useEffect(() => stopped, [stopped]);
  return { typed, stopped };
}
