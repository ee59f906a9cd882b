import { handleSiteLabels, handleTexts } from '@upsolve/contract';
import { formatRelativeTime } from '@/lib/format.ts';
import { usePublicHandles } from '../api/handles.ts';

/** A profile's verified handles with their last sync; nothing while there are none. */
export function ProfileHandles({ userId }: { userId: string }) {
  const handles = usePublicHandles(userId);
  const shown = handles.data?.handles ?? [];
  if (shown.length === 0) return null;
  return (
    <section aria-label={handleTexts.profileTitle} className="flex flex-col gap-1 text-sm">
      <h2 className="font-medium">{handleTexts.profileTitle}</h2>
      <ul className="flex flex-col gap-1">
        {shown.map((handle) => (
          <li key={handle.site}>
            {handleSiteLabels[handle.site]}: {handle.handle} ·{' '}
            <span className="text-muted-foreground">
              {handle.lastSyncedAt === null
                ? handleTexts.notSynced
                : handleTexts.lastSynced(formatRelativeTime(handle.lastSyncedAt))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
