import { Handshake, UserX } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { canInvite } from '@upsolve/contract';
import { Avatar } from '@/components/ui/avatar.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { UserLink } from '@/components/user-link.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useViewer } from '@/lib/viewer.ts';
import { useRecipient, useSendInvitation } from '../api/invitations.ts';
import { InvitationForm } from '../components/invitation-form.tsx';

function InviteRecipient({ recipientId }: { recipientId: string }) {
  const recipient = useRecipient(recipientId);
  const send = useSendInvitation();
  const navigate = useNavigate();
  if (recipient.isPending) {
    return (
      <div role="status" aria-label="Loading" className="flex flex-col gap-4">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (recipient.isError) {
    return (
      <EmptyState
        icon={UserX}
        title="Profile Not Found"
        description="Unable to load user profile"
        action={<ButtonLink to={paths.collaborators}>Hire Collaborators</ButtonLink>}
      />
    );
  }
  const user = recipient.data;
  return (
    <div className="flex flex-col gap-6 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-6">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={user.username} size="lg" />
        <div className="flex min-w-0 flex-col">
          <p className="text-sm text-muted-foreground">You are inviting</p>
          <p className="truncate text-lg font-semibold">
            <UserLink user={{ _id: user._id, username: user.username }} />
          </p>
        </div>
      </div>
      <InvitationForm
        onSubmit={async ({ projectDetails }) => {
          const { message } = await send.mutateAsync({ recipientId, projectDetails });
          toast.success(message);
          await navigate(paths.invitations);
        }}
      />
    </div>
  );
}

/** /{recipientId}/collaborator: invite someone to collaborate, describing the project. */
function InviteScreen() {
  const { recipientId = '' } = useParams();
  const viewer = useViewer();
  useDocumentTitle('Invite Collaborator');
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col">
      <PageHeader
        title="Invite Collaborator"
        description="Describe the project; they can accept or decline from their invitations."
        back={{ to: paths.profile(recipientId), label: 'Back to Profile' }}
      />
      {canInvite(viewer, recipientId) ? (
        <InviteRecipient recipientId={recipientId} />
      ) : (
        <EmptyState
          icon={Handshake}
          title="You cannot invite yourself"
          description="Find someone to work with, then invite them from their profile."
          action={<ButtonLink to={paths.collaborators}>Hire Collaborators</ButtonLink>}
        />
      )}
    </div>
  );
}

export { InviteScreen as Component };
