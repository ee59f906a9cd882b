/**
 * Nothing of the AI assistant is used by another feature: its screen is mounted by the router
 * (routes/index.ts), and the problem page's "Ask for a hint" is a plain link to
 * `/askai?problemId=`, which opens the viewer's hint chat on the problem or starts one.
 */
export {};
