import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { CountBadge, countDescription } from '@/components/ui/count-badge.tsx';
import { cn } from '@/lib/cn.ts';
import { countsIn, isItemActive, unreadIn, type NavGroup } from './nav-groups.ts';

/** One header menu (Problems, Community or Profile) as a keyboard-operable dropdown. */
export function NavMenu({ group }: { group: NavGroup }) {
  const { pathname } = useLocation();
  const groupActive = group.items.some((item) => isItemActive(item, pathname));
  const badgeId = useId();
  const groupUnread = unreadIn(group.items);
  // Not modal: a modal menu hides the rest of the page from assistive technology while leaving it
  // in the tab order (axe: aria-hidden-focus). Outside clicks and Escape still close it.
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-describedby={countDescription(groupUnread, `${badgeId}-group`)}
        className={cn(
          'group inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground data-[state=open]:bg-muted data-[state=open]:text-foreground',
          groupActive ? 'text-foreground' : 'text-muted-foreground',
        )}
      >
        {group.label}
        <CountBadge
          count={groupUnread}
          label="unread"
          spoken={countsIn(group.items)}
          id={`${badgeId}-group`}
        />
        <ChevronDown
          aria-hidden
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label={group.label}>
        {group.items.map((item, index) => {
          const active = isItemActive(item, pathname);
          const itemBadgeId = `${badgeId}-${index}`;
          return (
            <DropdownMenuItem key={item.to} asChild>
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                aria-describedby={countDescription(item.unread ?? 0, itemBadgeId)}
                className={cn(active && 'font-medium text-brand-soft-foreground')}
              >
                <item.icon aria-hidden />
                {item.label}
                <CountBadge
                  count={item.unread ?? 0}
                  label={item.countLabel ?? 'unread'}
                  id={itemBadgeId}
                  className="ml-auto"
                />
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
