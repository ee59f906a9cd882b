import { accountTexts, type AccountSession } from '@upsolve/contract';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { errorText } from '@/lib/api.ts';
import { formatRelativeTime } from '@/lib/format.ts';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions.ts';

function SessionRow({ session }: { session: AccountSession }) {
  const endSession = useEndSession();
  const device = session.device.trim() === '' ? accountTexts.unknownDevice : session.device;
  const signOut = () =>
    endSession.mutate(session.id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorText(error)),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            <span className="break-words">{device}</span>
            {session.current ? <Badge tone="success">{accountTexts.thisSession}</Badge> : null}
          </p>
          <p className="text-sm text-muted-foreground">
            {accountTexts.lastSeen}{' '}
            <time dateTime={session.lastSeenAt} title={session.lastSeenAt}>
              {formatRelativeTime(session.lastSeenAt)}
            </time>
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          size="sm"
          variant="outline"
          busy={endSession.isPending}
          busyLabel={accountTexts.signingOut}
          aria-label={`${accountTexts.signOutSession} ${device}`}
          onClick={signOut}
        >
          {accountTexts.signOutSession}
        </Button>
      )}
    </li>
  );
}

/**
 * The viewer's signed-in sessions (device, last seen, this one marked), "Sign out" on each other
 * one and "Sign out everywhere else". An ended session's tabs go to the sign-in page.
 */
export function SessionsList() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorText(error)),
    });

  let content;
  if (sessions.isPending) {
    content = (
      <div role="status" aria-label="Loading sessions" className="flex flex-col gap-3">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (sessions.isError) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
          {accountTexts.sessionsLoadFailed}
        </p>
        <Button size="sm" variant="outline" onClick={() => void sessions.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    const others = sessions.data.some((session) => !session.current);
    content = (
      <div className="flex flex-col gap-4">
        <ul aria-label={accountTexts.sessionsSection} className="divide-y divide-border">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
        {others ? (
          <div className="flex justify-end border-t border-border pt-4">
            <Button
              variant="outline"
              busy={endOthers.isPending}
              busyLabel={accountTexts.signingOut}
              onClick={signOutOthers}
              className="w-full sm:w-auto"
            >
              {accountTexts.signOutEverywhereElse}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{accountTexts.noOtherSessions}</p>
        )}
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{accountTexts.sessionsSection}</CardTitle>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
