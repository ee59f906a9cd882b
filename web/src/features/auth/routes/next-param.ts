import { useSearchParams } from 'react-router';
import { safeNextPath } from '@/lib/safe-next.ts';

/** `?next=<path>` to carry between the sign-in and sign-up pages, or '' when there is none. */
export function useNextQuery(): string {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  return next ? `?${new URLSearchParams({ next }).toString()}` : '';
}
