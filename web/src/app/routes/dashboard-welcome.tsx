import {
  BookOpenCheck,
  CalendarDays,
  MessagesSquare,
  Plus,
  Sparkles,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card } from '@/components/ui/card.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { useCurrentUser } from '@/lib/session.ts';

interface Shortcut {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

const shortcuts: Shortcut[] = [
  {
    title: 'Share a problem',
    description: 'Post a problem from Codeforces, AtCoder or LeetCode for others to solve.',
    to: '/addproblem',
    icon: BookOpenCheck,
  },
  {
    title: 'Upcoming contests',
    description: 'See what is on the calendar and plan your next rated round.',
    to: '/contests',
    icon: CalendarDays,
  },
  {
    title: 'Messages',
    description: 'Talk through an approach with another programmer in real time.',
    to: '/messages',
    icon: MessagesSquare,
  },
  {
    title: 'Ask AI',
    description: 'Get a hint, an explanation of an algorithm or a second look at your code.',
    to: '/askai',
    icon: Sparkles,
  },
];

/** The dashboard's first version: a greeting and the main places to go from here. */
function DashboardWelcome() {
  const user = useCurrentUser();
  useDocumentTitle('Dashboard');
  return (
    <>
      <PageHeader
        title={`Welcome back, ${user.username}`}
        description="Pick up where you left off: share a problem, review a solution or get ready for the next contest."
        actions={
          <ButtonLink to="/addproblem" icon={<Plus aria-hidden />}>
            Add Problem
          </ButtonLink>
        }
      />
      <ul className="grid gap-4 sm:grid-cols-2">
        {shortcuts.map((shortcut) => (
          <li key={shortcut.to}>
            <Card className="group relative h-full transition-colors hover:border-brand/40">
              <div className="flex gap-4 p-5">
                <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-soft-foreground">
                  <shortcut.icon aria-hidden className="size-5" />
                </div>
                <div className="flex flex-col gap-1">
                  <h2 className="font-semibold">
                    <Link to={shortcut.to} className="rounded after:absolute after:inset-0">
                      {shortcut.title}
                    </Link>
                  </h2>
                  <p className="text-sm text-muted-foreground">{shortcut.description}</p>
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <Card className="mt-6 flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-warning-soft text-warning-soft-foreground">
          <Trophy aria-hidden className="size-5" />
        </div>
        <p className="text-sm text-muted-foreground">
          Every solution you post counts toward the Top Users leaderboard. Upsolving one problem a
          day adds up quickly.
        </p>
      </Card>
    </>
  );
}

export { DashboardWelcome as Component };
