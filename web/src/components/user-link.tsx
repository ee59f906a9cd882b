import { useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { UserRef } from '@upsolve/contract';
import { cn } from '@/lib/cn.ts';
import { profilePath } from '@/lib/paths.ts';
import { CurrentUserContext } from '@/lib/session.ts';
import { userTextProps } from '@/components/ui/user-text.tsx';

export interface UserLinkProps {
  user: UserRef;
  className?: string;
  /** Shown instead of "@username". */
  children?: ReactNode;
}

/**
 * A username that opens its profile: one's own at /myprofile, anyone else's at /profile. It sits
 * above a card's overlay link (z-10), so on a card it opens the profile, not the card.
 */
export function UserLink({ user, className, children }: UserLinkProps) {
  const viewer = useContext(CurrentUserContext);
  return (
    <Link
      to={profilePath(user._id, viewer?._id)}
      dir={userTextProps.dir}
      className={cn(
        userTextProps.className,
        'relative z-10 rounded font-medium text-foreground underline-offset-4 hover:text-brand-soft-foreground hover:underline',
        className,
      )}
    >
      {children ?? `@${user.username}`}
    </Link>
  );
}
