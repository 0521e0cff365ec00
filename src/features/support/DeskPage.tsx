import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { MessageBundle } from '@/i18n/messages';
import { useMessages } from '@/i18n/useMessages';
import { PageHeader } from '@/ui/components/PageHeader';

/**
 * A screen of the support desk: the bundle's `title` and `subtitle`, the screen's tools on the right (a filter, a
 * search, links to the other desk screens; they wrap under the title on narrow screens), then its list.
 */
export function DeskPage({
  messages,
  testId,
  tools,
  children,
}: {
  messages: MessageBundle<'title' | 'subtitle'>;
  testId: string;
  tools: ReactNode;
  children: ReactNode;
}) {
  const t = useMessages(messages);
  return (
    <Box data-testid={testId}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            {tools}
          </Stack>
        }
      />
      {children}
    </Box>
  );
}
