import { settingsTexts } from '@upsolve/contract';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { useCurrentUser } from '@/lib/session.ts';
import { BlockedUsers } from '../components/blocked-users.tsx';
import { PrivacySettings } from '../components/privacy-settings.tsx';

/** /settings (docs/product.md, "Settings"): show my email, show when I'm online, blocked users. */
function SettingsScreen() {
  useDocumentTitle(settingsTexts.title);
  const viewer = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title={settingsTexts.title} description={settingsTexts.description} />
      <div className="flex flex-col gap-6">
        <PrivacySettings userId={viewer._id} />
        <BlockedUsers />
      </div>
    </div>
  );
}

export { SettingsScreen as Component };
