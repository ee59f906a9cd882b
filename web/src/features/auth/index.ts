/**
 * The auth feature's public face (docs/architecture.md, "A feature's public face"): the card the
 * sign-in and sign-up forms sit in, which the account feature's "Forgot password?" and reset
 * pages share. app/ takes its route table from routes/index.ts.
 */
export { AuthCard } from './components/auth-card.tsx';
