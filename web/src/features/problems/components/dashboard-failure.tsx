import { SearchX, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ApiError, errorText } from '@/lib/api.ts';

/** Why the problems on show are not the answer to the current search; null when they are. */
export type DashboardFailure = { offline: true } | { offline: false; error: Error };

interface ListState {
  isError: boolean;
  error: Error | null;
  failureReason: Error | null;
  isPlaceholderData: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/**
 * A new search keeps the previous results on show while it loads. When it cannot load (the
 * browser is offline, so the query waits; or an attempt failed and a retry is pending), those
 * results would pass for the answer: the failure shows instead, as soon as it is known.
 */
export function dashboardFailure(list: ListState): DashboardFailure | null {
  if (list.isError && list.error) return { offline: false, error: list.error };
  if (list.fetchStatus === 'paused') return { offline: true };
  if (list.isPlaceholderData && list.failureReason) {
    return { offline: false, error: list.failureReason };
  }
  return null;
}

function failureText(failure: DashboardFailure): string {
  if (failure.offline) return 'You are offline. Check your connection and try again.';
  // The server's own words when it sent any; otherwise the answer never came.
  if (failure.error instanceof ApiError) return errorText(failure.error);
  return 'Check your connection and try again.';
}

/** The failed search, in place of the list, with a way to run it again. */
export function DashboardFailureState({
  failure,
  onRetry,
}: {
  failure: DashboardFailure;
  /** Runs the search again now (an automatic retry may already be waiting). */
  onRetry: () => void;
}) {
  return (
    <div role="alert">
      <EmptyState
        icon={failure.offline ? WifiOff : SearchX}
        title="Problems could not be loaded"
        description={failureText(failure)}
        action={<Button onClick={onRetry}>Try again</Button>}
      />
    </div>
  );
}
