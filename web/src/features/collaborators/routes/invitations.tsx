import { Handshake, TriangleAlert } from 'lucide-react';
import type { Invitation } from '@upsolve/contract';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorText } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { pendingReceived } from '@/lib/queries/invitations.ts';
import { useInvitations } from '../api/invitations.ts';
import { InvitationCard } from '../components/invitation-card.tsx';

function InvitationList({
  title,
  invitations,
  direction,
  emptyText,
  waiting = 0,
}: {
  title: string;
  invitations: Invitation[];
  direction: 'incoming' | 'outgoing';
  emptyText: string;
  /** Received invitations waiting for an answer: a badge beside the heading. */
  waiting?: number;
}) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold tracking-tight text-foreground">
          {title}{' '}
          <span className="text-sm font-normal text-muted-foreground">({invitations.length})</span>
        </h2>
        {waiting > 0 ? <Badge tone="brand">{`${waiting} pending`}</Badge> : null}
      </div>
      {invitations.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {invitations.map((invitation) => (
            <li key={invitation._id}>
              <InvitationCard invitation={invitation} direction={direction} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function InvitationsBody() {
  const invitations = useInvitations();
  if (invitations.isPending) {
    return (
      <div role="status" aria-label="Loading invitations" className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  }
  if (invitations.isError) {
    return (
      <EmptyState
        icon={TriangleAlert}
        title="Invitations could not be loaded"
        description={errorText(invitations.error)}
        action={<Button onClick={() => void invitations.refetch()}>Try again</Button>}
      />
    );
  }
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      <InvitationList
        title="Received"
        direction="incoming"
        invitations={invitations.data.incoming}
        emptyText="No invitations received yet."
        waiting={pendingReceived(invitations.data).length}
      />
      <InvitationList
        title="Sent"
        direction="outgoing"
        invitations={invitations.data.outgoing}
        emptyText="No invitations sent yet."
      />
    </div>
  );
}

/** /invitations: collaboration invitations received (to answer) and sent (with their outcome). */
function InvitationsScreen() {
  useDocumentTitle('Invitations');
  return (
    <>
      <PageHeader
        title="Invitations"
        description="Collaboration invitations you received and sent."
        actions={
          <ButtonLink to={paths.collaborators} variant="outline" icon={<Handshake aria-hidden />}>
            Hire Collaborators
          </ButtonLink>
        }
      />
      <InvitationsBody />
    </>
  );
}

export { InvitationsScreen as Component };
