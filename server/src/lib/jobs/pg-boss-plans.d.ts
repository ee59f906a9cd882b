/**
 * The two statements of pg-boss 10.4.2 (pinned exactly) that its `work()` loop sends without
 * awaiting them: marking a worked job completed or failed. The adapter answers their failures
 * itself (sql-adapter.ts), so this internal module is typed just enough to name them.
 */
declare module 'pg-boss/src/plans.js' {
  const plans: {
    completeJobs: (schema: string) => string;
    failJobsById: (schema: string) => string;
  };
  export default plans;
}
