import type { ReactNode } from 'react';
import { canMessage, chatErrors, chatTexts, type Viewer } from '@upsolve/contract';
import { ArrowLeft, MessagesSquare, UserX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorText, isNotFound } from '@/lib/api.ts';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { usePerson } from '../api/person.ts';
import { Conversation } from './conversation.tsx';

interface Person {
  _id: string;
  username: string;
}

function PaneMessage({ children }: { children: ReactNode }) {
  return <div className="flex flex-1 items-center justify-center p-4">{children}</div>;
}

const backToList = (
  <ButtonLink
    to={paths.messages}
    variant="outline"
    className="md:hidden"
    icon={<ArrowLeft aria-hidden />}
  >
    Back to conversations
  </ButtonLink>
);

/** The conversation with someone the loaded list does not hold: their name comes from their profile. */
function ConversationWithSomeoneElse({
  userId,
  viewerId,
  ...request
}: { userId: string; viewerId: string } & RequestProps) {
  const person = usePerson(userId, true);
  if (person.isPending) {
    return (
      <PaneMessage>
        <Spinner label="Loading conversation" />
      </PaneMessage>
    );
  }
  if (person.isError) {
    return (
      <PaneMessage>
        <EmptyState
          icon={UserX}
          title={isNotFound(person.error) ? 'User not found' : 'This conversation could not open'}
          description={
            isNotFound(person.error)
              ? 'There is no one with this address to message.'
              : errorText(person.error)
          }
          action={backToList}
        />
      </PaneMessage>
    );
  }
  const { _id, username } = person.data;
  return <Conversation key={_id} person={{ _id, username }} viewerId={viewerId} {...request} />;
}

interface RequestProps {
  /** The conversation is a stranger's message request: Accept, Decline and Block show. */
  isRequest: boolean;
  onAnswered: (answer: 'accept' | 'decline') => void;
}

export interface ConversationPaneProps extends RequestProps {
  selectedId: string | null;
  /** The selected person, when the loaded user list holds them. */
  knownPerson: Person | undefined;
  viewer: Viewer;
  className?: string;
}

/** The right pane: the conversation with the selected user, or 'Select a Conversation'. */
export function ConversationPane({
  selectedId,
  knownPerson,
  viewer,
  className,
  ...request
}: ConversationPaneProps) {
  const viewerId = viewer.id;
  let content;
  if (selectedId === null) {
    content = (
      <PaneMessage>
        <EmptyState
          icon={MessagesSquare}
          title={chatTexts.selectConversation}
          description="Choose someone from the list to start chatting."
          className="border-none"
        />
      </PaneMessage>
    );
  } else if (!canMessage(viewer, selectedId)) {
    content = (
      <PaneMessage>
        <EmptyState icon={UserX} title={chatErrors.self} action={backToList} />
      </PaneMessage>
    );
  } else if (knownPerson !== undefined) {
    content = (
      <Conversation key={knownPerson._id} person={knownPerson} viewerId={viewerId} {...request} />
    );
  } else {
    content = (
      <ConversationWithSomeoneElse
        key={selectedId}
        userId={selectedId}
        viewerId={viewerId}
        {...request}
      />
    );
  }
  return (
    <div
      role="region"
      aria-label="Conversation"
      className={cn('min-h-0 min-w-0 flex-col md:flex', className)}
    >
      {content}
    </div>
  );
}
