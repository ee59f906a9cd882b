import { RefreshCw } from 'lucide-react';
import { handleSiteLabels, handleTexts } from '@upsolve/contract';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { errorText } from '@/lib/api.ts';
import { formatRelativeTime } from '@/lib/format.ts';
import { useHandles, useSyncHandle } from '../api/handles.ts';

/**
 * The dashboard's word on the viewer's verified handles: when each last synced, why the last
 * sync failed and when it tries again (as the server words it), and "Sync now". Nothing while
 * no handle is verified.
 */
export function HandleSyncStatus() {
  const handles = useHandles();
  const sync = useSyncHandle();
  const verified = (handles.data?.handles ?? []).filter((handle) => handle.verified);
  if (verified.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{handleTexts.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3 text-sm">
          {verified.map((handle) => (
            <li key={handle.site} className="flex flex-col gap-1">
              <span className="font-medium">
                {handleSiteLabels[handle.site]}: {handle.handle}
              </span>
              <span className="text-muted-foreground">
                {handle.lastSyncedAt === null
                  ? handleTexts.notSynced
                  : handleTexts.lastSynced(formatRelativeTime(handle.lastSyncedAt))}
              </span>
              {handle.lastError === null ? null : (
                <span role="alert" className="font-medium text-danger-soft-foreground">
                  {handle.lastError}
                </span>
              )}
              <Button
                size="sm"
                variant="outline"
                icon={<RefreshCw aria-hidden />}
                className="self-start"
                disabled={sync.isPending}
                aria-label={`${handleTexts.syncNow}: ${handleSiteLabels[handle.site]}`}
                onClick={() =>
                  sync.mutate(handle.site, {
                    onSuccess: ({ message }) => toast.success(message),
                    onError: (error) => toast.error(errorText(error)),
                  })
                }
              >
                {handleTexts.syncNow}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
