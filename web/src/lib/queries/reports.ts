import type { ReportInput } from '@upsolve/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api.ts';
import { apiPaths } from '../paths.ts';

/** POST /reports {kind, id, reason}: anyone signed in, once per item (a second is a 409). */
export function useReport() {
  return useMutation({
    mutationFn: (input: ReportInput) => api.post<{ message: string }>(apiPaths.reports, input),
  });
}
