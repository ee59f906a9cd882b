/**
 * The settings screen (docs/product.md, "Settings"). The two switches are saved with the profile
 * (`showEmail`, `showOnline` of PUT /api/myprofile/{userId}/updateprofile, profiles.ts), and one's
 * own profile answers them; the blocked users come from GET /api/blocks (blocks.ts).
 */
export const settingsTexts = {
  title: 'Settings',
  description: 'Choose what others see of you, and whom you blocked.',
  privacy: 'Privacy',
  showEmail: 'Show my email',
  showEmailHelp: 'Others see your email on your profile and in the collaborator search.',
  showOnline: "Show when I'm online",
  showOnlineHelp: 'People you talk to see when you are online.',
  tracking: 'Upsolve tracking',
  spoilerSafe: 'Spoiler-safe mode',
  spoilerSafeHelp:
    'Hide difficulties and tags until you solve a problem or reveal it. Follows you to every device.',
  timeZone: 'Time zone',
  timeZoneHelp: 'Your activity calendar counts days in this time zone.',
  saved: 'Settings saved',
  loadFailed: 'Your settings could not be loaded.',
} as const;

/** What each switch shows before the owner changes it. */
export const settingsDefaults = { showEmail: false, showOnline: true, spoilerSafe: false } as const;
