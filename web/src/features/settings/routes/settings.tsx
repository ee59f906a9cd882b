import { settingsTexts } from '@upsolve/contract';
import { AccountSettings } from '@/features/account/index.ts';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { useCurrentUser } from '@/lib/session.ts';
import { BlockedUsers } from '../components/blocked-users.tsx';
import { PrivacySettings } from '../components/privacy-settings.tsx';

/**
 * /settings (docs/product.md, "Settings" and "Account"): show my email, show when I'm online,
 * blocked users, then the account's own sections (password, email, sessions, data, leaving).
 */
function SettingsScreen() {
  useDocumentTitle(settingsTexts.title);
  const viewer = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title={settingsTexts.title} description={settingsTexts.description} />
      <div className="flex flex-col gap-6">
        <PrivacySettings userId={viewer._id} />
        <BlockedUsers />
        <AccountSettings />
      </div>
    </div>
  );
}

export { SettingsScreen as Component };
