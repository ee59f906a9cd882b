import { Logo } from '@/components/logo.tsx';
import { ThemeToggle } from '@/components/theme-toggle.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { usePendingInvitationCount } from '@/lib/queries/invitations.ts';
import { useUnreadCount } from '@/lib/queries/messages.ts';
import { canModerate } from '@upsolve/contract';
import { useCurrentUser } from '@/lib/session.ts';
import { useViewer } from '@/lib/viewer.ts';
import { LogoutButton } from './logout-button.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { navGroups } from './nav-groups.ts';
import { NavMenu } from './nav-menu.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { paths } from '@/lib/paths.ts';

/** The header of signed-in pages: logo, the three menus, theme toggle, user and Log out. */
export function AppHeader() {
  const user = useCurrentUser();
  const moderator = canModerate(useViewer());
  const groups = navGroups(user._id, useUnreadCount(), usePendingInvitationCount(), moderator);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Logo to={paths.dashboard} className="mr-4" />
        <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex">
          {groups.map((group) => (
            <NavMenu key={group.label} group={group} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <NotificationBell />
          <ThemeToggle />
          <div className="hidden items-center gap-2 pr-1 lg:flex">
            <Avatar name={user.username} size="sm" />
            <span className="max-w-40 truncate text-sm font-medium">{user.username}</span>
          </div>
          {/* Wrapped: a `hidden` class on the button itself would lose to its own inline-flex. */}
          <div className="hidden md:block">
            <LogoutButton />
          </div>
          <MobileNav groups={groups} user={user} />
        </div>
      </div>
    </header>
  );
}
