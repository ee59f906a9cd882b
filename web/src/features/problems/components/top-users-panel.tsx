import { Link } from 'react-router';
import { Trophy } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { plural } from '@/lib/format.ts';
import { profilePath } from '@/lib/paths.ts';
import { useCurrentUser } from '@/lib/session.ts';
import { useTopUsers } from '../api/top-users.ts';

const medalTones = [
  'bg-warning-soft text-warning-soft-foreground',
  'bg-muted text-foreground',
  'bg-danger-soft text-danger-soft-foreground',
];

function TopUsersSkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="Loading top users">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-3.5 w-24" />
            <Skeleton className="h-3 w-16" />
          </div>
        </div>
      ))}
    </div>
  );
}

function TopUsersBody() {
  const { data: users, isPending, isError } = useTopUsers();
  const viewer = useCurrentUser();
  if (isPending) return <TopUsersSkeleton />;
  if (isError) {
    return (
      <p role="alert" className="text-sm text-danger-soft-foreground">
        Failed to fetch users.
      </p>
    );
  }
  if (users.length === 0) {
    return (
      <div className="flex flex-col items-center gap-1 py-4 text-center">
        <p className="text-sm font-medium text-foreground">No top users yet</p>
        <p className="text-sm text-muted-foreground">Be the first to solve problems!</p>
      </div>
    );
  }
  return (
    <ol className="flex flex-col gap-1" aria-label="Top users by solutions">
      {users.map((user, index) => (
        <li key={user._id}>
          <Link
            to={profilePath(user._id, viewer._id)}
            className="flex items-center gap-3 rounded-lg px-2 py-2 transition-colors hover:bg-muted"
          >
            <span
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums',
                medalTones[index] ?? 'text-muted-foreground',
              )}
            >
              {index + 1}
            </span>
            <Avatar name={user.username} size="sm" />
            <span className="min-w-0 flex-1 truncate text-sm font-medium text-foreground">
              {user.username}
            </span>
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
              {plural(user.solutionsCount, 'solution')}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

/** The leaderboard beside the dashboard's list. */
export function TopUsersPanel() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy aria-hidden className="size-4 text-warning-soft-foreground" />
          Top Users
        </CardTitle>
      </CardHeader>
      <CardContent className="pt-4 sm:pt-4">
        <TopUsersBody />
      </CardContent>
    </Card>
  );
}
