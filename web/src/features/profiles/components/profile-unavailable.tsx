import { ArrowLeft, UserX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { paths } from '@/lib/paths.ts';

/** A profile that could not load (no such user, or the call failed): "Profile Not Found". */
export function ProfileUnavailable({ description }: { description: string }) {
  return (
    <EmptyState
      icon={UserX}
      title="Profile Not Found"
      description={description}
      action={
        <ButtonLink to={paths.dashboard} variant="outline" icon={<ArrowLeft aria-hidden />}>
          Back to Dashboard
        </ButtonLink>
      }
    />
  );
}
