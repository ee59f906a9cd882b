/**
 * What others show of settings (docs/architecture.md, "A feature's public face"): a profile's
 * verified handles with their last sync, and the dashboard's word on the viewer's syncs. Linking a
 * handle is settings' own ("Linked handles").
 */
export { HandleSyncStatus } from './components/handle-sync-status.tsx';
export { ProfileHandles } from './components/profile-handles.tsx';
