import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  aiErrorReply,
  errorMessages,
  type AiConversationSummary,
  type AiMessage,
  type AskAiInput,
  type AskAiStreamEvent,
} from '@upsolve/contract';
import { ApiError, errorText } from '@/lib/api.ts';
import { setSessionUser } from '@/lib/session.ts';
import { streamAskAi } from '../api/ask.ts';
import { aiKeys, appendTurns, putConversationFirst } from '../api/conversations.ts';

/**
 * Where the question being answered stands: `waiting` for the first token, `streaming` while
 * tokens arrive; `interrupted` (stopped before the server named the conversation) and `failed`
 * (no answer came) stay shown, since nothing of them was stored.
 */
export type TurnPhase = 'waiting' | 'streaming' | 'interrupted' | 'failed';

/** The question in flight and the reply as it arrives, not yet in the conversation's cache. */
export interface LiveTurn {
  /** The conversation it was asked in; null for a new chat. */
  origin: string | null;
  /** The conversation as the server described it on `start` (a new chat's, a hint's rung). */
  conversation: AiConversationSummary | null;
  question: string;
  reply: string;
  phase: TurnPhase;
}

export interface UseAskAiOptions {
  /** The answer is over and stored in the conversation's cache: show that conversation. */
  onFinished: (conversationId: string) => void;
}

interface Run {
  controller: AbortController;
  origin: string | null;
  /** Left behind (the viewer opened another conversation): its outcome changes nothing. */
  discarded: boolean;
}

type StartEvent = Extract<AskAiStreamEvent, { type: 'start' }>;
type EndEvent = Extract<AskAiStreamEvent, { type: 'end' }>;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Asks the AI assistant and follows its streamed answer. When the answer ends (or is stopped
 * after the server stored the question) its turns go into the conversation's cache and
 * `onFinished` names the conversation; the sidebar's list is told at once.
 */
export function useAskAi({ onFinished }: UseAskAiOptions) {
  const queryClient = useQueryClient();
  const [turn, setTurn] = useState<LiveTurn | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = useRef<Run | null>(null);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  }, [onFinished]);

  /**
   * Stops the answer without showing anything of it: the viewer is elsewhere. The server keeps
   * what arrived, so the lists and conversations are read again when next shown.
   */
  const abandon = useCallback(() => {
    const current = run.current;
    if (current === null) return;
    current.discarded = true;
    current.controller.abort();
    run.current = null;
    void queryClient.invalidateQueries({ queryKey: aiKeys.lists });
    void queryClient.invalidateQueries({ queryKey: aiKeys.conversations });
  }, [queryClient]);

  // Leaving the screen stops the answer. The check waits a moment so React's development
  // double mount (unmount, mount again at once) does not stop an answer just asked for.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.setTimeout(() => {
        if (!mounted.current) abandon();
      }, 0);
    };
  }, [abandon]);

  const ask = useCallback(
    async (input: AskAiInput): Promise<boolean> => {
      if (run.current !== null) return false;
      const origin = input.conversationId ?? null;
      const current: Run = { controller: new AbortController(), origin, discarded: false };
      run.current = current;
      setRefusal(null);
      setTurn({ origin, conversation: null, question: input.content, reply: '', phase: 'waiting' });

      const got: { start: StartEvent | null; end: EndEvent | null } = { start: null, end: null };
      let reply = '';
      const onEvent = (event: AskAiStreamEvent) => {
        if (current.discarded) return;
        if (event.type === 'start') {
          got.start = event;
          putConversationFirst(queryClient, event.conversation);
          setTurn((shown) => shown && { ...shown, conversation: event.conversation });
        } else if (event.type === 'token') {
          reply += event.text;
          setTurn((shown) => shown && { ...shown, reply, phase: 'streaming' });
        } else {
          got.end = event;
        }
      };

      /** Stores the turns in the conversation's cache and hands over to it. */
      const finish = (stored: AiMessage[], conversation: AiConversationSummary) => {
        appendTurns(queryClient, conversation, stored);
        setTurn(null);
        // Over before the screen moves to the conversation, so moving there leaves nothing behind.
        if (run.current === current) run.current = null;
        void queryClient.invalidateQueries({ queryKey: aiKeys.lists });
        finished.current(conversation._id);
      };
      /** What arrived before the answer stopped, marked interrupted (the server keeps the same). */
      const keepWhatArrived = () => {
        const start = got.start;
        if (start === null) {
          setTurn((shown) => shown && { ...shown, phase: 'interrupted' });
          return;
        }
        const partial: AiMessage = {
          _id: crypto.randomUUID(),
          sender: 'ai',
          content: reply,
          status: 'interrupted',
          hintRung: start.question.hintRung,
          createdAt: new Date().toISOString(),
        };
        finish([start.question, partial], start.conversation);
      };

      try {
        await streamAskAi(input, { signal: current.controller.signal, onEvent });
        if (current.discarded) return true;
        const { start: started, end: ended } = got;
        if (started !== null && ended !== null) {
          setNotice(ended.notice);
          finish([started.question, ended.reply], started.conversation);
        } else {
          keepWhatArrived();
        }
        return true;
      } catch (error) {
        if (current.discarded) return true;
        if (isAbort(error) || got.start !== null) {
          keepWhatArrived();
          return true;
        }
        if (error instanceof ApiError) {
          // Refused before anything was stored: the question goes back to the input.
          if (error.status === 401) setSessionUser(queryClient, null);
          setTurn(null);
          setRefusal(error.status === 429 ? errorMessages.rateLimited : errorText(error));
          return false;
        }
        // No answer at all: the AI's error reply, under the question the viewer asked.
        setTurn((shown) => shown && { ...shown, reply: aiErrorReply, phase: 'failed' });
        return true;
      } finally {
        if (run.current === current) run.current = null;
      }
    },
    [queryClient],
  );

  /** Stop: ends the request; what arrived stays, marked interrupted. */
  const stop = useCallback(() => run.current?.controller.abort(), []);

  /** The viewer opened another conversation: an answer asked elsewhere is left behind. */
  const leave = useCallback(
    (shown: string | null) => {
      if (run.current !== null && run.current.origin !== shown) abandon();
      setTurn((live) => (live !== null && live.origin !== shown ? null : live));
      setRefusal(null);
    },
    [abandon],
  );

  const busy = turn?.phase === 'waiting' || turn?.phase === 'streaming';
  return { turn, busy, notice, refusal, ask, stop, leave };
}
