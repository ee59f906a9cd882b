import { ArrowLeft, Compass, Handshake, Pencil, Plus } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useCurrentUser } from '@/lib/session.ts';
import { useBrowserTimeZoneDefault } from '@/lib/time-zone.ts';
import { useProfile } from '../api/profile.ts';
import { ProfileHandles } from '@/features/settings/index.ts';
import { ActivitySection } from '../components/activity-section.tsx';
import { ProfileSections } from '../components/profile-sections.tsx';
import { ProfileSummary } from '../components/profile-summary.tsx';
import { ProfileUnavailable } from '../components/profile-unavailable.tsx';
import { PublicLists } from '../components/public-lists.tsx';
import { UserWork } from '../components/user-work.tsx';

function OwnProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading your profile" className="flex flex-col gap-4">
      <Skeleton className="h-56 w-full rounded-xl" />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Skeleton className="h-32 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
      </div>
    </div>
  );
}

function OwnProfile({ userId }: { userId: string }) {
  const profile = useProfile(userId);
  useDocumentTitle('My Profile');
  useBrowserTimeZoneDefault(userId, profile.data?.timeZone);
  if (profile.isPending) return <OwnProfileSkeleton />;
  if (profile.isError) return <ProfileUnavailable description="Unable to load your profile" />;
  const edit = paths.updateProfile(userId);
  const add = (label: string) => (
    <ButtonLink to={edit} variant="outline" size="sm" icon={<Plus aria-hidden />}>
      {label}
    </ButtonLink>
  );
  return (
    <div className="flex flex-col gap-6">
      <ProfileSummary
        profile={profile.data}
        actions={
          <>
            <ButtonLink to={edit} icon={<Pencil aria-hidden />}>
              Update Profile
            </ButtonLink>
            {/* Where the original specification places it; one invites others, so it opens the search. */}
            <ButtonLink to={paths.collaborators} variant="outline" icon={<Handshake aria-hidden />}>
              Invite Collaborator
            </ButtonLink>
            <ButtonLink to={paths.dashboard} variant="ghost" icon={<ArrowLeft aria-hidden />}>
              Back to Dashboard
            </ButtonLink>
          </>
        }
      />
      <ProfileSections
        profile={profile.data}
        titles={{ skills: 'Skills', projects: 'Project links' }}
        empty={{
          skills: { text: 'You have not listed any skills yet.', action: add('Add Skills') },
          projects: { text: 'You have not linked any projects yet.', action: add('Add Projects') },
          bookmarks: {
            text: 'Problems you bookmark are listed here.',
            action: (
              <ButtonLink
                to={paths.dashboard}
                variant="outline"
                size="sm"
                icon={<Compass aria-hidden />}
              >
                Explore Problems
              </ButtonLink>
            ),
          },
        }}
      />
      <ProfileHandles userId={userId} />
      <ActivitySection userId={userId} markCounts={profile.data.markCounts} />
      <PublicLists userId={userId} />
      <UserWork userId={userId} />
    </div>
  );
}

/** /myprofile/{userId}: one's own profile; anyone else's id opens their profile instead. */
function OwnProfileScreen() {
  const { userId = '' } = useParams();
  const viewer = useCurrentUser();
  if (userId !== viewer._id) return <Navigate to={paths.profile(userId)} replace />;
  return <OwnProfile userId={userId} />;
}

export { OwnProfileScreen as Component };
