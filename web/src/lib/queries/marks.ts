import type { MarkResponse, MarkStatus, messageResponseSchema } from '@upsolve/contract';
import {
  MutationObserver,
  useMutation,
  useQueryClient,
  type MutationOptions,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from '@/components/ui/toaster.tsx';
import { api, errorText } from '../api.ts';
import { apiPaths } from '../paths.ts';
import { useOptionalUser } from '../session.ts';
import { listKeys } from './lists.ts';
import { problemKeys } from './problem.ts';
import { userKeys } from './user.ts';

type MessageResponse = z.infer<typeof messageResponseSchema>;

/** What a mark is put on: a problem, known by its id and its canonical key (its twins share it). */
export interface MarkedProblem {
  _id: string;
  key: string | null;
  myMark: MarkStatus | null;
}

/** PUT /problem/{id}/mark {status}, or DELETE it when the status is null (no mark). */
export function saveMark(problemId: string, status: MarkStatus | null): Promise<MessageResponse> {
  const path = apiPaths.problemMark(problemId);
  if (status === null) return api.delete<MessageResponse>(path);
  return api.put<MarkResponse>(path, { status });
}

/*
 * The optimistic write. A problem's `myMark` is carried by every screen that shows it: the
 * dashboard's pages (any filters), My Problems, Bookmarked, the problem page, the cards of a
 * profile and the problems of a list (another feature's cache). Rather than name each of those
 * keys here, and miss the next one, every cached answer is walked and each problem summary in it
 * (an object with `_id`, `key` and `myMark`) that is the marked problem or one of its twins is
 * rewritten. Unchanged answers keep their identity, so nothing else re-renders.
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function isSameProblem(candidate: Record<string, unknown>, problem: MarkedProblem): boolean {
  if (!('myMark' in candidate) || !('key' in candidate)) return false;
  if (candidate._id === problem._id) return true;
  return problem.key !== null && candidate.key === problem.key;
}

/** `value` with the mark of `problem` and its twins set to `status`; the same object if none. */
export function withMark(
  value: unknown,
  problem: MarkedProblem,
  status: MarkStatus | null,
): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item: unknown) => {
      const updated = withMark(item, problem, status);
      if (updated !== item) changed = true;
      return updated;
    });
    return changed ? next : value;
  }
  if (!isPlainObject(value)) return value;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    const updated = withMark(field, problem, status);
    if (updated !== field) changed = true;
    next[name] = updated;
  }
  if (isSameProblem(value, problem) && value.myMark !== status) {
    next.myMark = status;
    changed = true;
  }
  return changed ? next : value;
}

/** Writes the mark into every cached answer that shows the problem or a twin of it. */
export function writeMarkToCache(
  queryClient: QueryClient,
  problem: MarkedProblem,
  status: MarkStatus | null,
): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data: unknown = query.state.data;
    if (data === undefined) continue;
    const next = withMark(data, problem, status);
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
}

/** A dashboard page filtered by marks: a mark can move a problem in or out of it. */
function isMarkFiltered(query: Query): boolean {
  const [, , name, filters] = query.queryKey;
  if (name !== problemKeys.dashboard({})[2]) return false;
  return isPlainObject(filters) && typeof filters.mark === 'string' && filters.mark !== '';
}

export interface MarkVariables {
  /** The problem as shown when the user chose: `myMark` is what a failure or Undo puts back. */
  problem: MarkedProblem;
  status: MarkStatus | null;
  /** False for the Undo itself: its toast offers no Undo of the Undo. */
  undoable?: boolean;
}

/**
 * The mark mutation, independent of any screen: a card can leave the list it sat in (a "To do"
 * page refetches once its problem is solved) while its toast still offers Undo, so the toasts
 * and Undo belong to the mutation, not to the control that started it.
 */
function markMutationOptions(queryClient: QueryClient, userId: string | null) {
  const options: MutationOptions<MessageResponse, Error, MarkVariables> = {
    mutationFn: ({ problem, status }) => saveMark(problem._id, status),
    onMutate: async ({ problem, status }) => {
      // A list answering right now would bring the old mark back over the new one. Only answers
      // already shown: cancelling a first load would leave its screen waiting for nothing.
      await queryClient.cancelQueries({
        queryKey: problemKeys.all,
        predicate: (query) => query.state.data !== undefined,
      });
      writeMarkToCache(queryClient, problem, status);
    },
    onSuccess: ({ message }, { problem, status, undoable = true }) => {
      if (!undoable) {
        toast.success(message);
        return;
      }
      const undo = () => {
        const back: MarkVariables = {
          problem: { ...problem, myMark: status },
          status: problem.myMark,
          undoable: false,
        };
        void new MutationObserver(queryClient, options).mutate(back).catch(() => undefined);
      };
      toast.success(message, { action: { label: 'Undo', onClick: undo } });
    },
    onError: (error, { problem }) => {
      writeMarkToCache(queryClient, problem, problem.myMark);
      toast.error(errorText(error));
    },
    onSettled: async () => {
      // Lists count the viewer's solved problems: their progress moves with a mark.
      const stale = [
        queryClient.invalidateQueries({ predicate: isMarkFiltered }),
        queryClient.invalidateQueries({ queryKey: listKeys.all }),
      ];
      if (userId !== null) {
        stale.push(queryClient.invalidateQueries({ queryKey: userKeys.profile(userId) }));
      }
      await Promise.all(stale);
    },
  };
  return options;
}

/**
 * Sets or clears the viewer's mark (`status` null clears). The change shows at once on the problem
 * and its twins everywhere and goes back, with an error toast, if the server refuses it; on
 * success a toast offers Undo. Then the mark-filtered dashboard pages and the viewer's profile
 * (its counts per mark) refetch.
 */
export function useMarkProblem() {
  const queryClient = useQueryClient();
  const userId = useOptionalUser()?._id ?? null;
  return useMutation(markMutationOptions(queryClient, userId));
}
