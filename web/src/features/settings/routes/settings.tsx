import { settingsTexts } from '@upsolve/contract';
import { AccountSettings } from '@/features/account/index.ts';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { useCurrentUser } from '@/lib/session.ts';
import { useBrowserTimeZoneDefault } from '@/lib/time-zone.ts';
import { useSettings } from '../api/settings.ts';
import { BlockedUsers } from '../components/blocked-users.tsx';
import { LinkedHandles } from '../components/linked-handles.tsx';
import { PrivacySettings } from '../components/privacy-settings.tsx';
import { TrackingSettings } from '../components/tracking-settings.tsx';

/**
 * /settings (docs/product.md, "Settings" and "Account"): show my email, show when I'm online,
 * Upsolve tracking (spoiler-safe, time zone: one not chosen yet becomes the browser's), linked
 * handles, blocked
 * users, then the account's own sections (password, email, sessions, data, leaving).
 */
function SettingsScreen() {
  useDocumentTitle(settingsTexts.title);
  const viewer = useCurrentUser();
  const settings = useSettings(viewer._id);
  useBrowserTimeZoneDefault(viewer._id, settings.data?.timeZone);
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title={settingsTexts.title} description={settingsTexts.description} />
      <div className="flex flex-col gap-6">
        <PrivacySettings userId={viewer._id} />
        <TrackingSettings userId={viewer._id} />
        <LinkedHandles />
        <BlockedUsers />
        <AccountSettings />
      </div>
    </div>
  );
}

export { SettingsScreen as Component };
