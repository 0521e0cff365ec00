import type { ComponentType, ReactNode } from 'react';
import { useMessages } from '@/i18n/useMessages';
import { securityMessages } from './messages';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

/** How the page that shows these blocks frames one titled block. */
export type SecurityBlock = ComponentType<{ id: string; title: string; children: ReactNode }>;

/** The account security blocks of the settings page (their own chunk): two-factor sign-in and the active sessions. */
export default function AccountSecuritySections({ Block }: { Block: SecurityBlock }) {
  const t = useMessages(securityMessages);
  return (
    <>
      <Block id="settings-two-factor" title={t('twoFactorTitle')}>
        <TwoFactorSection />
      </Block>
      <Block id="settings-sessions" title={t('sessionsTitle')}>
        <SessionsSection />
      </Block>
    </>
  );
}
