import { blockTexts, type BlockedUser } from '@upsolve/contract';
import { UnblockButton } from '@/components/block-button.tsx';
import { UserLink } from '@/components/user-link.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorText } from '@/lib/api.ts';
import { useBlockedUsers } from '@/lib/queries/blocks.ts';

function BlockedUserRow({ user }: { user: BlockedUser }) {
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar name={user.username} />
      <UserLink user={user} className="min-w-0 flex-1 truncate" />
      <UnblockButton person={user} size="sm" label={`${blockTexts.unblock} ${user.username}`} />
    </li>
  );
}

/** The people the viewer blocked, most recently first, each with Unblock. */
export function BlockedUsers() {
  const blocked = useBlockedUsers();
  let content;
  if (blocked.isPending) {
    content = (
      <div role="status" aria-label="Loading blocked users" className="flex flex-col gap-3">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  } else if (blocked.isError) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
          {errorText(blocked.error)}
        </p>
        <Button size="sm" variant="outline" onClick={() => void blocked.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (blocked.data.length === 0) {
    content = <p className="text-sm text-muted-foreground">{blockTexts.noneBlocked}</p>;
  } else {
    content = (
      <ul className="-my-3 flex flex-col divide-y divide-border">
        {blocked.data.map((user) => (
          <BlockedUserRow key={user._id} user={user} />
        ))}
      </ul>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{blockTexts.blockedList}</CardTitle>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
