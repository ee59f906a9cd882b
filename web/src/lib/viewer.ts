import { useMemo } from 'react';
import { viewerOf } from '@upsolve/contract';
import type { Viewer } from '@upsolve/contract';
import { useCurrentUser } from './session.ts';

/**
 * The signed-in user as the contract's rules take them (`{id, roles}`), for deciding which buttons
 * to show by the rules the server enforces. Apart from lib/session.ts, which the landing and
 * sign-in pages load: the contract's values would weigh on their first visit.
 */
export function useViewer(): Viewer {
  const user = useCurrentUser();
  return useMemo(() => viewerOf(user), [user]);
}
