import { Lock } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { canEditProfile } from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useViewer } from '@/lib/viewer.ts';
import { useProfile, useUpdateProfile } from '../api/profile.ts';
import { ProfileForm } from '../components/profile-form.tsx';
import { profileFormValues } from '../lib/profile-form-values.ts';

function ProfileEditor({ userId }: { userId: string }) {
  const profile = useProfile(userId);
  const update = useUpdateProfile(userId);
  const navigate = useNavigate();
  if (profile.isPending) {
    return (
      <div role="status" aria-label="Loading your profile" className="flex flex-col gap-4">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (profile.isError) return <Banner tone="error">Failed to fetch user data</Banner>;
  return (
    <ProfileForm
      defaultValues={profileFormValues(profile.data)}
      onSubmit={async (input) => {
        const { message } = await update.mutateAsync(input);
        toast.success(message);
        await navigate(paths.myProfile(userId));
      }}
    />
  );
}

/** /myprofile/{userId}/updateprofile: the owner edits their profile; nobody else may. */
function UpdateProfileScreen() {
  const { userId = '' } = useParams();
  const viewer = useViewer();
  useDocumentTitle('Update Profile');
  return (
    <>
      <PageHeader
        title="Update Profile"
        description="Tell other competitive programmers what you work in and what you have built."
        back={{ to: paths.myProfile(viewer.id), label: 'Back to Profile' }}
      />
      {canEditProfile(viewer, userId) ? (
        <ProfileEditor userId={userId} />
      ) : (
        <EmptyState
          icon={Lock}
          title="You cannot edit this profile"
          description="Only its owner can update a profile."
        />
      )}
    </>
  );
}

export { UpdateProfileScreen as Component };
