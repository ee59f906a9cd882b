import {
  Bookmark,
  CalendarDays,
  Handshake,
  LayoutDashboard,
  MailOpen,
  Link2,
  ListChecks,
  ListTodo,
  MessagesSquare,
  Newspaper,
  Settings,
  ShieldCheck,
  Sparkles,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { listTexts } from '@upsolve/contract';
import { paths } from '@/lib/paths.ts';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Things waiting behind the item (unread messages, pending invitations), shown as a count. */
  unread?: number;
  /** What the count is, as screen readers hear it after the number: "unread" unless set. */
  countLabel?: string;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/**
 * The header's three menus, with the items of the original app's header menu; a moderator also
 * finds the reports queue under Profile.
 */
export function navGroups(
  userId: string,
  unreadMessages = 0,
  pendingInvitations = 0,
  moderator = false,
): NavGroup[] {
  const moderation: NavItem[] = moderator
    ? [{ label: 'Moderation', to: paths.moderation, icon: ShieldCheck }]
    : [];
  return [
    {
      label: 'Problems',
      items: [
        { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard },
        { label: 'Bookmarked', to: paths.bookmarkedProblems, icon: Bookmark },
        { label: 'My Problems', to: paths.myProblems, icon: ListChecks },
        { label: listTexts.navLabel, to: paths.lists, icon: ListTodo },
      ],
    },
    {
      label: 'Community',
      items: [
        { label: 'Messages', to: paths.messages, icon: MessagesSquare, unread: unreadMessages },
        { label: 'Contests', to: paths.contests, icon: CalendarDays },
        { label: 'Blogs', to: paths.blogs, icon: Newspaper },
        { label: 'Hire Collaborator', to: paths.collaborators, icon: Handshake },
        {
          label: 'Invitations',
          to: paths.invitations,
          icon: MailOpen,
          unread: pendingInvitations,
          countLabel: 'pending',
        },
      ],
    },
    {
      label: 'Profile',
      items: [
        { label: 'My Profile', to: paths.myProfile(userId), icon: UserRound },
        { label: 'Important Links', to: paths.importantLinks, icon: Link2 },
        { label: 'Ask AI', to: paths.askAi, icon: Sparkles },
        { label: 'Settings', to: paths.settings, icon: Settings },
        ...moderation,
      ],
    },
  ];
}

/** Whether the page at `pathname` belongs to this menu item (the item or a page below it). */
export function isItemActive(item: NavItem, pathname: string): boolean {
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/** Unread things behind a menu's items, for a count on the menu itself. */
export function unreadIn(items: NavItem[]): number {
  return items.reduce((sum, item) => sum + (item.unread ?? 0), 0);
}

/** What an item's count says to screen readers: "3 unread", "1 pending". */
export function countText(item: NavItem): string {
  return `${item.unread ?? 0} ${item.countLabel ?? 'unread'}`;
}

/** What a menu's count says: each item's count, "3 unread, 1 pending". */
export function countsIn(items: NavItem[]): string {
  return items
    .filter((item) => (item.unread ?? 0) > 0)
    .map(countText)
    .join(', ');
}
