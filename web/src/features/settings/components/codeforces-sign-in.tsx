import { useSearchParams } from 'react-router';
import {
  codeforcesSignInMessages,
  codeforcesSignInOutcomes,
  codeforcesSignInParam,
  codeforcesSignInTexts,
  type CodeforcesSignInOutcome,
} from '@upsolve/contract';
import { Button } from '@/components/ui/button.tsx';
import { errorText } from '@/lib/api.ts';
import { useStartCodeforcesSignIn } from '../api/codeforces-sign-in.ts';

const isOutcome = (value: string | null): value is CodeforcesSignInOutcome =>
  (codeforcesSignInOutcomes as readonly (string | null)[]).includes(value);

/**
 * "Link with Codeforces" (Codeforces' OpenID Connect sign-in) beside the compilation-error check:
 * the button where the server offers it and no Codeforces handle is proven yet, and the outcome
 * of a sign-in the browser just came back from. Only the server's own outcome words are shown,
 * never text from the address.
 */
export function CodeforcesSignIn({ offered, proven }: { offered: boolean; proven: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const start = useStartCodeforcesSignIn();
  const outcome = searchParams.get(codeforcesSignInParam);
  const dismiss = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(codeforcesSignInParam);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      {isOutcome(outcome) ? (
        <div className="flex items-start justify-between gap-2">
          <p
            role={outcome === 'linked' ? 'status' : 'alert'}
            className={
              outcome === 'linked'
                ? 'text-sm font-medium'
                : 'text-sm font-medium text-danger-soft-foreground'
            }
          >
            {codeforcesSignInMessages[outcome]}
          </p>
          <Button size="sm" variant="ghost" onClick={dismiss}>
            Dismiss
          </Button>
        </div>
      ) : null}
      {offered && !proven ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-muted-foreground">{codeforcesSignInTexts.hint}</p>
          <Button
            size="sm"
            variant="outline"
            disabled={start.isPending || start.isSuccess}
            onClick={() => start.mutate()}
          >
            {codeforcesSignInTexts.button}
          </Button>
          {start.error === null ? null : (
            <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
              {errorText(start.error)}
            </p>
          )}
        </div>
      ) : null}
    </>
  );
}
