import { useId, useMemo } from 'react';
import { settingsTexts } from '@upsolve/contract';
import { Label } from '@/components/ui/field.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { timeZoneNames } from '@/lib/time-zone.ts';
import { SettingsCard } from './settings-card.tsx';

/**
 * "Upsolve tracking": spoiler-safe mode and the time zone the activity calendar counts days in,
 * both kept with the profile so they follow the account to every device. The zones are the
 * browser's IANA names in a native select (typing a name's start jumps to it; phones show their
 * own picker); a zone saved elsewhere that this browser lacks is still offered.
 */
export function TrackingSettings({ userId }: { userId: string }) {
  const zoneId = useId();
  const zones = useMemo(() => timeZoneNames(), []);
  return (
    <SettingsCard userId={userId} title={settingsTexts.tracking} rows={2}>
      {({ settings, change, saving }) => {
        const zone = settings.timeZone ?? 'UTC';
        const offered = zones.includes(zone) ? zones : [zone, ...zones];
        return (
          <div className="flex flex-col gap-5">
            <Switch
              label={settingsTexts.spoilerSafe}
              description={settingsTexts.spoilerSafeHelp}
              checked={settings.spoilerSafe}
              disabled={saving}
              onCheckedChange={(spoilerSafe) => change({ spoilerSafe })}
            />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={zoneId}>{settingsTexts.timeZone}</Label>
              <p id={`${zoneId}-help`} className="text-sm text-muted-foreground">
                {settingsTexts.timeZoneHelp}
              </p>
              <Select
                id={zoneId}
                aria-describedby={`${zoneId}-help`}
                className="w-full sm:max-w-xs"
                value={zone}
                disabled={saving}
                onChange={(event) => change({ timeZone: event.target.value })}
              >
                {offered.map((name) => (
                  <option key={name} value={name}>
                    {name.replaceAll('_', ' ')}
                  </option>
                ))}
              </Select>
            </div>
          </div>
        );
      }}
    </SettingsCard>
  );
}
