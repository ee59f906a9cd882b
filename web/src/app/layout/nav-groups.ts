import {
  Bookmark,
  CalendarDays,
  Handshake,
  LayoutDashboard,
  Link2,
  ListChecks,
  MessagesSquare,
  Newspaper,
  Sparkles,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** The header's three menus, exactly as SPEC.md §2 "Header menu" lists them. */
export function navGroups(userId: string): NavGroup[] {
  return [
    {
      label: 'Problems',
      items: [
        { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
        { label: 'Bookmarked', to: '/bookmarkedproblems', icon: Bookmark },
        { label: 'My Problems', to: '/myproblems', icon: ListChecks },
      ],
    },
    {
      label: 'Community',
      items: [
        { label: 'Messages', to: '/messages', icon: MessagesSquare },
        { label: 'Contests', to: '/contests', icon: CalendarDays },
        { label: 'Blogs', to: '/blogs', icon: Newspaper },
        { label: 'Hire Collaborator', to: '/collaborators', icon: Handshake },
      ],
    },
    {
      label: 'Profile',
      items: [
        { label: 'My Profile', to: `/myprofile/${userId}`, icon: UserRound },
        { label: 'Important Links', to: '/importantlinks', icon: Link2 },
        { label: 'Ask AI', to: '/askai', icon: Sparkles },
      ],
    },
  ];
}

/** Whether the page at `pathname` belongs to this menu item (the item or a page below it). */
export function isItemActive(item: NavItem, pathname: string): boolean {
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
