import type { ComponentType, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { MessageBundle } from '@/i18n/messages';
import { useMessages } from '@/i18n/useMessages';
import { PageHeader } from '@/ui/components/PageHeader';
import { AccountGate } from './AccountGate';

/**
 * A page of the player's own account: its title, then the content for a signed-in user or a sign-in prompt for a
 * guest. The texts are the feature's `title` and `guest` messages.
 */
export function AccountPage({
  messages,
  maxWidth,
  children,
}: {
  messages: MessageBundle<'title' | 'guest'>;
  maxWidth?: number;
  children: ReactNode;
}) {
  const t = useMessages(messages);
  return (
    <Box sx={maxWidth === undefined ? undefined : { maxWidth }}>
      <PageHeader title={t('title')} />
      <AccountGate guestText={t('guest')}>{children}</AccountGate>
    </Box>
  );
}

/**
 * The screen of an account page whose whole content is `Content` (mounted only for a signed-in user, so a guest
 * sends none of its requests).
 */
export function accountScreen(
  messages: MessageBundle<'title' | 'guest'>,
  Content: ComponentType,
  options: { maxWidth?: number } = {},
): ComponentType {
  return function AccountScreen() {
    return (
      <AccountPage messages={messages} maxWidth={options.maxWidth}>
        <Content />
      </AccountPage>
    );
  };
}
