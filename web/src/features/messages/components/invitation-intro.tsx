import type { Invitation } from '@upsolve/contract';
import { Handshake } from 'lucide-react';
import { UserText } from '@/components/ui/user-text.tsx';
import { formatShortDate } from '@/lib/format.ts';

export interface InvitationIntroProps {
  /** The accepted invitations between the two, oldest first. */
  invitations: Invitation[];
  viewerId: string;
}

/**
 * What a conversation opened by an accepted invitation begins with: the project it was about, so
 * both remember why they are talking (docs/product.md, "Chat").
 */
export function InvitationIntro({ invitations, viewerId }: InvitationIntroProps) {
  return (
    <ol aria-label="Invitations" className="mb-4 flex flex-col gap-3">
      {invitations.map((invitation) => {
        const sent = invitation.from._id === viewerId;
        const who = sent
          ? `You invited ${invitation.to.username}`
          : `${invitation.from.username} invited you`;
        return (
          <li
            key={invitation._id}
            className="mx-auto flex w-full max-w-xl min-w-0 flex-col gap-2 rounded-xl border border-brand/25 bg-brand-soft/40 p-3.5 text-sm"
          >
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
              <Handshake aria-hidden className="size-4 text-brand-soft-foreground" />
              <span className="font-semibold text-foreground">Invitation</span>
              <span>
                {who} · {formatShortDate(invitation.createdAt)} · accepted
              </span>
            </p>
            <UserText as="p" className="leading-relaxed whitespace-pre-line text-foreground">
              {invitation.projectDetails}
            </UserText>
          </li>
        );
      })}
    </ol>
  );
}
