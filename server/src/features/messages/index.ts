/**
 * What others may use of messages (docs/architecture.md, "A feature's public face"): an accepted
 * invitation opens the two people's conversation (collaborators), and the bench's data generator
 * (bench/src/message-data.ts) records messages in the chat list's rows as sending one does.
 */
export { openConversation, recordMessage } from './conversations.ts';
