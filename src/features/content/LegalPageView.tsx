import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Skeleton } from '@/ui/primitives/Skeleton';
import Typography from '@mui/material/Typography';
import { toApiError } from '@/api/errors';
import { useMessages } from '@/i18n/useMessages';
import { EmptyState } from '@/ui/components/EmptyState';
import { ErrorState } from '@/ui/components/ErrorState';
import { PageHeader } from '@/ui/components/PageHeader';
import { formatDate } from '@/ui/format';
import { useGetLegalPageQuery, type LegalPageSlug } from './contentApi';
import { contentMessages } from './messages';

/**
 * A legal page from GET /pages/{slug}, rendered as text (headings and paragraphs, never server HTML);
 * `lead` goes between the title and the text (the responsible-gaming tools).
 */
export function LegalPageView({ slug, lead }: { slug: LegalPageSlug; lead?: ReactNode }) {
  const t = useMessages(contentMessages);
  const { data: page, error, isLoading, refetch } = useGetLegalPageQuery(slug);
  const apiError = toApiError(error);
  if (isLoading) {
    return (
      <Box>
        <Skeleton variant="text" sx={{ fontSize: '2.5rem', width: '50%' }} />
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={96} sx={{ mt: 2 }} />
        ))}
      </Box>
    );
  }
  if (apiError?.status === 404) return <EmptyState message={t('notFound')} />;
  if (apiError || !page) return <ErrorState message={apiError?.message} onRetry={() => void refetch()} />;
  return (
    <Box component="article" sx={{ maxWidth: 820 }}>
      <PageHeader title={page.title} subtitle={t('updated', { date: formatDate(page.updated_at) })} />
      {lead}
      {page.sections.length === 0 ? <EmptyState message={t('pageEmpty')} /> : null}
      {page.sections.map((section, index) => (
        <Box component="section" key={index} sx={{ mb: 3 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph, p) => (
            <Typography key={p} sx={{ mb: 1.5, color: 'text.secondary', lineHeight: 1.7 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
