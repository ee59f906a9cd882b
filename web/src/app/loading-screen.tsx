import { LogoMark } from '@/components/logo.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';

/** Shown while the session check at start-up runs and the first screen loads. */
export function LoadingScreen() {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-background px-6 text-center"
    >
      <LogoMark className="size-12 motion-safe:animate-pulse" />
      <p className="flex items-center gap-2.5 text-sm font-medium text-muted-foreground">
        <Spinner className="text-brand" />
        Loading your coding journey...
      </p>
    </div>
  );
}
