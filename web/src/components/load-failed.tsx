import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorText } from '@/lib/api.ts';

interface LoadFailedProps {
  /** What could not be loaded: "Could not load the reviews". */
  title: string;
  error: unknown;
  onRetry: () => void;
  /** Whether the retry is under way (the button shows it). */
  retrying?: boolean;
}

/** A list that failed to load: what failed, why, and "Try again". */
export function LoadFailed({ title, error, onRetry, retrying = false }: LoadFailedProps) {
  return (
    <Banner tone="error" title={title}>
      <p>{errorText(error)}</p>
      <Button variant="outline" size="sm" className="mt-2" busy={retrying} onClick={onRetry}>
        Try again
      </Button>
    </Banner>
  );
}
