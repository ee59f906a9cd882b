import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquareOff } from 'lucide-react';
import type { AiConversationSummary, AskAiInput } from '@upsolve/contract';
import { LoadFailed } from '@/components/load-failed.tsx';
import { Banner } from '@/components/ui/banner.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { isNotFound } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { fetchHintConversations, useAiConversation, useAiProvider } from '../api/conversations.ts';
import { ChatComposer } from '../components/chat-composer.tsx';
import { ChatLog } from '../components/chat-log.tsx';
import type { ShownTurn } from '../components/chat-message.tsx';
import { ConversationSidebar } from '../components/conversation-sidebar.tsx';
import { HintLadder } from '../components/hint-ladder.tsx';
import { ProTips } from '../components/pro-tips.tsx';
import { aiChatTexts } from '../lib/texts.ts';
import { useAskAi, type LiveTurn } from '../lib/use-ask-ai.ts';

/** The live question and, once anything of it is known, its reply. */
function liveTurns(turn: LiveTurn): ShownTurn[] {
  const question: ShownTurn = {
    key: 'live-question',
    sender: 'user',
    content: turn.question,
    status: 'complete',
  };
  if (turn.phase === 'waiting') return [question];
  const status = turn.phase === 'streaming' ? 'streaming' : turn.phase;
  return [question, { key: 'live-reply', sender: 'ai', content: turn.reply, status }];
}

function ChatSkeleton() {
  return (
    <div role="status" aria-label="Loading the conversation" className="flex flex-col gap-3">
      <Skeleton className="ml-auto h-10 w-2/3 rounded-2xl" />
      <Skeleton className="h-24 w-3/4 rounded-2xl" />
    </div>
  );
}

/** The notice the server sent with the reply (no provider is set), and the settings it means. */
function ProviderNotice({ notice, settings }: { notice: string; settings: readonly string[] }) {
  return (
    <Banner tone="warning">
      <p>{notice}</p>
      {settings.length > 0 && !settings.every((setting) => notice.includes(setting)) ? (
        <p className="mt-1">
          Settings:{' '}
          {settings.map((setting, index) => (
            <span key={setting}>
              {index > 0 ? ', ' : null}
              <code>{setting}</code>
            </span>
          ))}
        </p>
      ) : null}
    </Banner>
  );
}

/**
 * `/askai` (a new chat; `?problemId=` opens the problem's hint chat, or starts one) and
 * `/askai/{conversationId}`: the AI assistant's chat, its conversations in a sidebar, and on a
 * problem the hint ladder.
 */
function AskAiScreen() {
  const { conversationId } = useParams();
  const [searchParams] = useSearchParams();
  const hintProblemId =
    conversationId === undefined ? (searchParams.get('problemId') ?? undefined) : undefined;
  const navigate = useNavigate();
  const provider = useAiProvider();
  const stored = useAiConversation(conversationId);
  const [draft, setDraft] = useState('');
  useDocumentTitle(aiChatTexts.title);

  // A new chat becomes its stored conversation once the first answer ended.
  const onFinished = useCallback(
    (finishedId: string) => {
      if (finishedId === conversationId) return;
      void navigate(paths.askAiConversation(finishedId), { replace: true });
    },
    [conversationId, navigate],
  );
  const chat = useAskAi({ onFinished });
  const { ask, leave } = chat;

  useEffect(() => leave(conversationId ?? null), [conversationId, leave]);

  // `/askai?problemId=` (the problem page's "Ask for a hint"): the viewer's newest hint chat on
  // the problem, where they left off; without one, a new chat asks for the first hint, once.
  const queryClient = useQueryClient();
  const askedFirstHint = useRef<string | null>(null);
  useEffect(() => {
    if (hintProblemId === undefined) {
      askedFirstHint.current = null;
      return;
    }
    if (askedFirstHint.current === hintProblemId) return;
    askedFirstHint.current = hintProblemId;
    void (async () => {
      // If the list cannot be read, a new chat is asked for: its own failure says what went wrong.
      const earlier = await fetchHintConversations(queryClient, hintProblemId).catch(() => []);
      const newest = earlier[0];
      if (newest !== undefined) {
        await navigate(paths.askAiConversation(newest._id), { replace: true });
        return;
      }
      await ask({
        content: aiChatTexts.firstHintContent,
        problemId: hintProblemId,
        nextHint: true,
      });
    })();
  }, [hintProblemId, queryClient, ask, navigate]);

  const live =
    chat.turn !== null && chat.turn.origin === (conversationId ?? null) ? chat.turn : null;
  const conversation: AiConversationSummary | null =
    live?.conversation ??
    (conversationId === undefined ? null : (stored.data?.conversation ?? null));
  const turns: ShownTurn[] = [
    ...(conversationId === undefined ? [] : (stored.data?.messages ?? [])).map(
      (message): ShownTurn => ({
        key: message._id,
        sender: message.sender,
        content: message.content,
        status: message.status,
      }),
    ),
    ...(live === null ? [] : liveTurns(live)),
  ];

  const send = async (input: Omit<AskAiInput, 'conversationId'>) => {
    const target = conversation?._id ?? conversationId;
    const taken = await ask({
      ...input,
      ...(target === undefined ? {} : { conversationId: target }),
    });
    return taken;
  };
  const sendDraft = async () => {
    const content = draft;
    setDraft('');
    const taken = await send({
      content,
      ...(hintProblemId === undefined ? {} : { problemId: hintProblemId }),
    });
    if (!taken) setDraft(content);
  };
  const onDeleted = (deletedId: string) => {
    if (deletedId === conversationId) void navigate(paths.askAi, { replace: true });
  };

  const chatArea = () => {
    if (conversationId !== undefined && stored.isError) {
      if (isNotFound(stored.error)) {
        return (
          <EmptyState
            icon={MessageSquareOff}
            title="Conversation not found"
            description="It may have been deleted."
            action={<ButtonLink to={paths.askAi}>{aiChatTexts.newChat}</ButtonLink>}
          />
        );
      }
      return (
        <LoadFailed
          title={aiChatTexts.conversationFailed}
          error={stored.error}
          retrying={stored.isFetching}
          onRetry={() => void stored.refetch()}
        />
      );
    }
    if (conversationId !== undefined && stored.isPending) return <ChatSkeleton />;
    return <ChatLog turns={turns} busy={chat.busy} />;
  };

  const title = provider.data ? aiChatTexts.titleWith(provider.data.name) : aiChatTexts.title;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col">
      <PageHeader
        back={{ to: paths.dashboard, label: aiChatTexts.backToDashboard }}
        title={title}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[16rem_minmax(0,1fr)] md:items-start">
        <ConversationSidebar selectedId={conversationId} onDeleted={onDeleted} />
        <div className="flex min-w-0 flex-col gap-4">
          {conversation?.problem ? (
            <HintLadder
              problem={conversation.problem}
              rung={conversation.hintRung}
              busy={chat.busy}
              onNextHint={() => void send({ content: aiChatTexts.nextHintContent, nextHint: true })}
            />
          ) : null}
          {chatArea()}
          {chat.notice === null ? null : (
            <ProviderNotice notice={chat.notice} settings={provider.data?.settings ?? []} />
          )}
          {chat.refusal === null ? null : <Banner tone="error">{chat.refusal}</Banner>}
          <ChatComposer
            draft={draft}
            onDraftChange={setDraft}
            onSend={() => void sendDraft()}
            onStop={chat.stop}
            busy={chat.busy}
          />
          <ProTips />
        </div>
      </div>
    </div>
  );
}

export { AskAiScreen as Component };
