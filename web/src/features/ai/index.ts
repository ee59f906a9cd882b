/**
 * Nothing of the AI assistant is used by another feature or by app/ beyond its route table
 * (routes/index.ts): the problem page's "Ask for a hint" is a plain link to `/askai?problemId=`,
 * which opens the viewer's hint chat on the problem or starts one. So its public face is empty
 * (docs/architecture.md, "A feature's public face").
 */
export {};
