import SettingsScreen from '@/features/settings/SettingsScreen';
import { SettingsSlotsContext, type SettingsSlots } from '@/features/settings/settingsSlots';
import { TelegramLinkSection } from '@/features/telegram/TelegramLinkSection';
import { FeedPrivacyForm } from '@/features/wins/FeedPrivacyForm';
import { lazyPart } from '@/ui/lazyRetrying';

// Two-factor sign-in and the session list: their own chunk, loaded when a signed-in player opens the page.
const AccountSecuritySections = lazyPart(
  () => import(/* webpackChunkName: "account-security" */ '@/features/security/AccountSecuritySections'),
);

/** Telegram linking, the account security blocks and the wins feed's privacy on the settings page. */
const settingsSlots: SettingsSlots = {
  TelegramLink: TelegramLinkSection,
  AccountSecurity: function AccountSecurity(props) {
    return <AccountSecuritySections {...props} />;
  },
  WinsPrivacy: FeedPrivacyForm,
};

/** /settings, its slots filled. */
export default function SettingsRoute() {
  return (
    <SettingsSlotsContext value={settingsSlots}>
      <SettingsScreen />
    </SettingsSlotsContext>
  );
}
