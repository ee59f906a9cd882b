/**
 * What other parts may use of the AI assistant (docs/architecture.md, "A feature's public face"):
 * its options, which app.ts takes to hand it (tests shorten the provider's silence, or name a
 * provider).
 */
export type { AiOptions } from './routes.ts';
export type { AiProvider, PromptMessage } from './provider.ts';
export { openAiProvider } from './provider.ts';
