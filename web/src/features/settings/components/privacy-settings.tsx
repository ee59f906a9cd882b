import { settingsTexts } from '@upsolve/contract';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { errorText } from '@/lib/api.ts';
import { useSaveSetting, useSettings, type Settings } from '../api/settings.ts';

/** "Show my email" (off by default) and "Show when I'm online" (on), each saved as it is switched. */
export function PrivacySettings({ userId }: { userId: string }) {
  const settings = useSettings(userId);
  const save = useSaveSetting(userId);
  const change = (setting: Partial<Settings>) =>
    save.mutate(setting, {
      onSuccess: () => toast.success(settingsTexts.saved),
      onError: (error) => toast.error(errorText(error)),
    });

  let content;
  if (settings.isPending) {
    content = (
      <div role="status" aria-label="Loading settings" className="flex flex-col gap-4">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  } else if (settings.isError) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
          {settingsTexts.loadFailed}
        </p>
        <Button size="sm" variant="outline" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    content = (
      <div className="flex flex-col gap-5">
        <Switch
          label={settingsTexts.showEmail}
          description={settingsTexts.showEmailHelp}
          checked={settings.data.showEmail}
          disabled={save.isPending}
          onCheckedChange={(showEmail) => change({ showEmail })}
        />
        <Switch
          label={settingsTexts.showOnline}
          description={settingsTexts.showOnlineHelp}
          checked={settings.data.showOnline}
          disabled={save.isPending}
          onCheckedChange={(showOnline) => change({ showOnline })}
        />
      </div>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{settingsTexts.privacy}</CardTitle>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
