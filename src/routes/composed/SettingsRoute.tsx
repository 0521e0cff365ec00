import SettingsScreen from '@/features/settings/SettingsScreen';
import { SettingsSlotsContext, type SettingsSlots } from '@/features/settings/settingsSlots';
import { TelegramLinkSection } from '@/features/telegram/TelegramLinkSection';

/** Telegram linking on the settings page. */
const settingsSlots: SettingsSlots = { TelegramLink: TelegramLinkSection };

/** /settings, its slots filled. */
export default function SettingsRoute() {
  return (
    <SettingsSlotsContext value={settingsSlots}>
      <SettingsScreen />
    </SettingsSlotsContext>
  );
}
