/**
 * What other features may use of marks: a user's counts per mark (their profile), the viewer's
 * own marks on the problems a list or page shows (`myMark`, and the answer caching that keeps
 * such lists shared), the dashboard's `?mark=` condition, the marks a linked handle's import
 * raises (features/handles), and putting problems on a user's to-do (contest upsolving).
 */
export { loadMarkCounts } from './counts.ts';
export { applyImportedMarks } from './imported.ts';
export type { ImportedMark, ImportedMarksResult } from './imported.ts';
export { markFilterCondition } from './filter.ts';
export { markedPageAnswer, markedPageView, presentMarkedPage } from './my-marks.ts';
export { marksOnQuery, withViewerMarks, withViewerMarksFrom } from './my-marks.ts';
export type { MarkedPage } from './my-marks.ts';
export { markToDo } from './to-do.ts';
export type { ToDoTarget } from './to-do.ts';
