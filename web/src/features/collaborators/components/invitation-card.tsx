import { Check, MessagesSquare, X } from 'lucide-react';
import { toast } from 'sonner';
import type { Invitation, InvitationStatus } from '@upsolve/contract';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { UserText } from '@/components/ui/user-text.tsx';
import { UserLink } from '@/components/user-link.tsx';
import { errorText } from '@/lib/api.ts';
import { formatShortDate } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { useAnswerInvitation } from '../api/invitations.ts';

const statusTones: Record<InvitationStatus, BadgeTone> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'neutral',
};

/** Accept and Decline, for the recipient of a pending invitation. */
function Answer({ invitation }: { invitation: Invitation }) {
  const answer = useAnswerInvitation();
  const reply = (choice: 'accept' | 'decline') =>
    answer.mutate(
      { id: invitation._id, answer: choice },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error(errorText(error)),
      },
    );
  const choice = answer.isPending ? answer.variables.answer : null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        icon={<Check aria-hidden />}
        busy={choice === 'accept'}
        busyLabel="Accepting..."
        disabled={answer.isPending}
        onClick={() => reply('accept')}
      >
        Accept
      </Button>
      <Button
        size="sm"
        variant="outline"
        icon={<X aria-hidden />}
        busy={choice === 'decline'}
        busyLabel="Declining..."
        disabled={answer.isPending}
        onClick={() => reply('decline')}
      >
        Decline
      </Button>
    </div>
  );
}

/**
 * One invitation: who it is from (incoming) or to (outgoing), its project details, date and
 * status. The recipient answers a pending one; an accepted one offers 'Message'.
 */
export function InvitationCard({
  invitation,
  direction,
}: {
  invitation: Invitation;
  direction: 'incoming' | 'outgoing';
}) {
  const other = direction === 'incoming' ? invitation.from : invitation.to;
  return (
    <article
      aria-label={`Invitation ${direction === 'incoming' ? 'from' : 'to'} @${other.username}`}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2.5">
          <Avatar name={other.username} size="md" />
          <div className="flex min-w-0 flex-col">
            <p className="truncate text-sm text-muted-foreground">
              {direction === 'incoming' ? 'From ' : 'To '}
              <UserLink user={other} />
            </p>
            <time dateTime={invitation.createdAt} className="text-xs text-muted-foreground">
              {formatShortDate(invitation.createdAt)}
            </time>
          </div>
        </div>
        <Badge tone={statusTones[invitation.status]}>{invitation.status}</Badge>
      </div>
      <UserText as="p" className="text-sm leading-relaxed whitespace-pre-line text-foreground">
        {invitation.projectDetails}
      </UserText>
      {direction === 'incoming' && invitation.status === 'pending' ? (
        <Answer invitation={invitation} />
      ) : null}
      {invitation.status === 'accepted' ? (
        <ButtonLink
          to={paths.messagesWith(other._id)}
          size="sm"
          variant="outline"
          className="w-fit"
          icon={<MessagesSquare aria-hidden />}
        >
          Message
        </ButtonLink>
      ) : null}
    </article>
  );
}
