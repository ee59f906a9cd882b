import type { ReactNode } from 'react';
import { settingsTexts } from '@upsolve/contract';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { errorText } from '@/lib/api.ts';
import { useSaveSetting, useSettings, type Settings } from '../api/settings.ts';

/** What a section's controls get: the saved settings, a save, and whether one is in progress. */
export interface SettingsControls {
  settings: Settings;
  change: (setting: Partial<Settings>) => void;
  saving: boolean;
}

/**
 * A section of settings saved with the profile: skeletons while they load, a retry when they
 * cannot, then its controls; each change is saved at once and says so in a toast.
 */
export function SettingsCard({
  userId,
  title,
  rows,
  children,
}: {
  userId: string;
  title: string;
  /** How many controls the skeleton stands for. */
  rows: number;
  children: (controls: SettingsControls) => ReactNode;
}) {
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
        {Array.from({ length: rows }, (_, row) => (
          <Skeleton key={row} className="h-10 w-full" />
        ))}
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
    content = children({ settings: settings.data, change, saving: save.isPending });
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
