/**
 * The AI assistant's public face: the problem page's "Ask for a hint" (it loads it lazily, so the
 * chat's code stays out of the problem page).
 */
export { AskForHint } from './components/ask-for-hint.tsx';
