import { settingsTexts } from '@upsolve/contract';
import { Switch } from '@/components/ui/switch.tsx';
import { SettingsCard } from './settings-card.tsx';

/** "Show my email" (off by default) and "Show when I'm online" (on), each saved as it is switched. */
export function PrivacySettings({ userId }: { userId: string }) {
  return (
    <SettingsCard userId={userId} title={settingsTexts.privacy} rows={2}>
      {({ settings, change, saving }) => (
        <div className="flex flex-col gap-5">
          <Switch
            label={settingsTexts.showEmail}
            description={settingsTexts.showEmailHelp}
            checked={settings.showEmail}
            disabled={saving}
            onCheckedChange={(showEmail) => change({ showEmail })}
          />
          <Switch
            label={settingsTexts.showOnline}
            description={settingsTexts.showOnlineHelp}
            checked={settings.showOnline}
            disabled={saving}
            onCheckedChange={(showOnline) => change({ showOnline })}
          />
        </div>
      )}
    </SettingsCard>
  );
}
