/**
 * The account feature's public face (docs/architecture.md, "A feature's public face"): the
 * settings screen shows its sections; app/ places its routes (routes/index.ts).
 */
export { AccountSettings } from './components/account-settings.tsx';
