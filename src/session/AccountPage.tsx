import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PageHeader } from '@/ui/components/PageHeader';
import { AccountGate } from './AccountGate';

/** A page of the player's own account: its title, then the content for a signed-in user or a sign-in prompt for a guest. */
export function AccountPage({
  title,
  guestText,
  maxWidth,
  children,
}: {
  title: string;
  guestText: string;
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <Box sx={maxWidth === undefined ? undefined : { maxWidth }}>
      <PageHeader title={title} />
      <AccountGate guestText={guestText}>{children}</AccountGate>
    </Box>
  );
}
