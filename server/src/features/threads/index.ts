/**
 * What other features may use of threads (docs/architecture.md, "A feature's public face"): a
 * blog's comments and a problem's discussion are one kind of thread, and blogs and discussion
 * mount their routes on these; votes, reports and notifications find items through them.
 */
export { addThreadItem, deleteThreadItem, updateThreadItem } from './service.ts';
export { itemKindOf, loadThreadPage, mentionsIn, myVotesOn } from './service.ts';
export { scoreCursorValue } from './service.ts';
export { toThreadPage, viewerVotesOn } from './viewer-votes.ts';
export { presentThreadView, threadViewOf, threadViewPart } from './viewer-votes.ts';
export type { ThreadView } from './viewer-votes.ts';
export { viewerPartOf } from './viewer-part.ts';
export { findItem, findReadableItem, itemKindOrNotFound } from './items.ts';
export type { ItemFacts } from './items.ts';
export { findThreadItem } from './policy.ts';
export { threadTags } from './subscribers.ts';
export { removalFor, toThreadReply } from './presenter.ts';
export type { ThreadRow, ThreadRowWithReplies } from './presenter.ts';
