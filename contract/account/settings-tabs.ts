/**
 * The tabs of `/account/settings` and nothing more: the route tree checks the
 * address with them on the first screen, where the rest of the settings'
 * vocabulary (account-settings-terms) need not be.
 */

/** Tabs of `/account/settings`, in the order the page shows them (`?tab=`). */
export const SETTINGS_TABS = ['profile', 'security', 'reading', 'notify'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const isSettingsTab = (v: unknown): v is SettingsTab =>
  typeof v === 'string' && (SETTINGS_TABS as readonly string[]).includes(v);
