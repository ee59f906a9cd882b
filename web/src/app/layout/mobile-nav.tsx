import { useId, useState } from 'react';
import { Menu } from 'lucide-react';
import { NavLink } from 'react-router';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CountBadge, countDescription } from '@/components/ui/count-badge.tsx';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { cn } from '@/lib/cn.ts';
import type { PublicUser } from '@upsolve/contract';
import { LogoutButton } from './logout-button.tsx';
import { countsIn, unreadIn, type NavGroup } from './nav-groups.ts';

/** On phones the three menus fold into one panel with the same groups, and Log out. */
export function MobileNav({ groups, user }: { groups: NavGroup[]; user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const unread = groups.reduce((sum, group) => sum + unreadIn(group.items), 0);
  const spoken = countsIn(groups.flatMap((group) => group.items));
  const badgeId = useId();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Open menu"
          aria-describedby={countDescription(unread, `${badgeId}-menu`)}
          className="relative md:hidden"
        >
          <Menu aria-hidden />
          {unread > 0 ? (
            <>
              <span aria-hidden className="absolute top-2 right-2 size-2.5 rounded-full bg-brand" />
              <span id={`${badgeId}-menu`} hidden>
                {spoken}
              </span>
            </>
          ) : null}
        </Button>
      </DialogTrigger>
      <DialogContent title="Menu" layout="sheet" className="gap-6 overflow-y-auto">
        <div className="flex items-center gap-3 rounded-lg bg-muted px-3 py-2.5">
          <Avatar name={user.username} />
          <div className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-medium">{user.username}</span>
            <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          </div>
        </div>
        <nav aria-label="Main" className="flex flex-col gap-5">
          {groups.map((group) => (
            <section key={group.label} className="flex flex-col gap-1">
              <h2 className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {group.label}
              </h2>
              {group.items.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  aria-describedby={countDescription(item.unread ?? 0, `${badgeId}-${item.to}`)}
                  end
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-lg px-2 py-2 text-sm font-medium transition-colors hover:bg-muted',
                      isActive ? 'bg-brand-soft text-brand-soft-foreground' : 'text-foreground',
                    )
                  }
                >
                  <item.icon aria-hidden className="size-4 text-muted-foreground" />
                  {item.label}
                  <CountBadge
                    count={item.unread ?? 0}
                    label={item.countLabel ?? 'unread'}
                    id={`${badgeId}-${item.to}`}
                    className="ml-auto"
                  />
                </NavLink>
              ))}
            </section>
          ))}
        </nav>
        <LogoutButton className="mt-auto w-full" size="md" />
      </DialogContent>
    </Dialog>
  );
}
