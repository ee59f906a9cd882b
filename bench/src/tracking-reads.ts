import type { BenchRequest } from './http.ts';
import type { ReadPlan, WorkloadInput } from './workload.ts';

/** The reads of issue #27 (linked handles, contest upsolving): names as the report shows them. */
export const trackingReadNames = {
  ownHandles: 'linked handles, own',
  userHandles: "a user's linked handles",
  upsolving: 'contests being upsolved, own',
} as const;

/**
 * Issue #27's reads, which the dashboard, settings, a profile and the calendar's Past tab send on
 * every visit. None is cached (a handle's sync state changes with every run, an upsolved count
 * with every mark), so each answer is a query. The bench's users link no handle and upsolve no
 * contest (the data set has no fake Codeforces to prove them against): these measure the request
 * path and an index lookup that finds no row, the cost every user who has not linked pays.
 */
export function trackingReadPlans(input: WorkloadInput): ReadPlan[] {
  const { cookies, variety } = input;
  const get = (path: string, index: number): BenchRequest => ({
    method: 'GET',
    path,
    cookie: cookies[index % cookies.length] ?? '',
  });
  const perSession = (path: string) => async () => cookies.map((_, index) => get(path, index));
  return [
    { name: trackingReadNames.ownHandles, target: 0.2, requests: perSession('/api/handles') },
    {
      name: trackingReadNames.userHandles,
      target: 0.2,
      requests: async () =>
        input.facts.sampleUserIds
          .slice(0, variety)
          .map((id, index) => get(`/api/users/${id}/handles`, index + 1)),
    },
    {
      name: trackingReadNames.upsolving,
      target: 0.2,
      requests: perSession('/api/contests/upsolving'),
    },
  ];
}
