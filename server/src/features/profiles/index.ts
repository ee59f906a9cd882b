/**
 * What other features may use of profiles (docs/architecture.md, "A feature's public face"): the
 * user a path or body names, 404 unless they exist, as every feature that names a person needs it.
 */
export { requireUserRef } from './user-ref.ts';
