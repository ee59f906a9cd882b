import { ArrowLeft, Handshake, MessagesSquare } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import { BlockButton } from '@/components/block-button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useCurrentUser } from '@/lib/session.ts';
import { useProfile } from '../api/profile.ts';
import { ProfileHandles } from '@/features/settings/index.ts';
import { ActivitySection } from '../components/activity-section.tsx';
import { ProfileSections } from '../components/profile-sections.tsx';
import { ProfileSummary } from '../components/profile-summary.tsx';
import { ProfileUnavailable } from '../components/profile-unavailable.tsx';
import { PublicLists } from '../components/public-lists.tsx';
import { UserWork } from '../components/user-work.tsx';

function OtherProfile({ userId }: { userId: string }) {
  const profile = useProfile(userId);
  useDocumentTitle(profile.data ? `@${profile.data.username}` : 'Profile');
  if (profile.isPending) {
    return (
      <p
        role="status"
        className="flex items-center justify-center gap-2 py-16 text-muted-foreground"
      >
        <Spinner />
        Loading profile...
      </p>
    );
  }
  if (profile.isError) return <ProfileUnavailable description="Unable to load user profile" />;
  return (
    <div className="flex flex-col gap-6">
      <ProfileSummary
        profile={profile.data}
        actions={
          <>
            <ButtonLink to={paths.messagesWith(userId)} icon={<MessagesSquare aria-hidden />}>
              Message
            </ButtonLink>
            <ButtonLink
              to={paths.inviteCollaborator(userId)}
              variant="outline"
              icon={<Handshake aria-hidden />}
            >
              Invite Collaborator
            </ButtonLink>
            <BlockButton person={{ _id: userId, username: profile.data.username }} />
            <ButtonLink to={paths.dashboard} variant="ghost" icon={<ArrowLeft aria-hidden />}>
              Back to Dashboard
            </ButtonLink>
          </>
        }
      />
      <ProfileSections
        profile={profile.data}
        titles={{ skills: 'Skills', projects: 'Projects' }}
        empty={{
          skills: { text: 'No skills listed yet.' },
          projects: { text: 'No projects linked yet.' },
          bookmarks: { text: 'No bookmarked problems yet.' },
        }}
      />
      <ProfileHandles userId={userId} />
      <ActivitySection userId={userId} markCounts={profile.data.markCounts} />
      <PublicLists userId={userId} />
      <UserWork userId={userId} />
    </div>
  );
}

/** /profile/{userId}: another user's profile; one's own id opens one's own profile. */
function OtherProfileScreen() {
  const { userId = '' } = useParams();
  const viewer = useCurrentUser();
  if (userId === viewer._id) return <Navigate to={paths.myProfile(userId)} replace />;
  return <OtherProfile userId={userId} />;
}

export { OtherProfileScreen as Component };
