import { FileQuestion } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { errorText, isNotFound } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';

/**
 * A problem or solution a screen is about could not be read. A 404 is an unknown one or part of
 * another user's private problem (the server does not say which): a screen whose every call would
 * fail is no use, so say so instead, and offer a retry only where one can help (a lost connection,
 * a server error).
 */
export function ContentUnavailable({
  error,
  retrying,
  onRetry,
  kind = 'problem',
}: {
  error: Error;
  retrying: boolean;
  onRetry: () => void;
  kind?: 'problem' | 'solution';
}) {
  const notFound = isNotFound(error);
  const [notFoundTitle, failedTitle] =
    kind === 'problem'
      ? ['Problem Not Found', 'The problem could not be loaded']
      : ['Solution Not Found', 'The solution could not be loaded'];
  return (
    <EmptyState
      icon={FileQuestion}
      title={notFound ? notFoundTitle : failedTitle}
      description={
        notFound
          ? 'It may have been deleted, or it is private to the person who shared it.'
          : errorText(error)
      }
      action={
        <div className="flex flex-wrap justify-center gap-2">
          {notFound ? null : (
            <Button variant="outline" busy={retrying} onClick={onRetry}>
              Try again
            </Button>
          )}
          <ButtonLink to={paths.dashboard}>Back to Dashboard</ButtonLink>
        </div>
      }
    />
  );
}
