import { toApiError } from '@/api/errors';
import { useMessages } from '@/i18n/useMessages';
import { CardGrid } from '@/ui/components/CardGrid';
import { EmptyState } from '@/ui/components/EmptyState';
import { ErrorState } from '@/ui/components/ErrorState';
import { PageHeader } from '@/ui/components/PageHeader';
import { PromotionCard } from '@/ui/components/PromotionCard';
import { SkeletonGrid } from '@/ui/components/SkeletonGrid';
import { useListPromotionsQuery } from './promotionsApi';
import { promotionsMessages } from './messages';

/** /promotions and /v1/promotions: every promotion as a card with its dates and badge. */
export default function PromotionsScreen() {
  const t = useMessages(promotionsMessages);
  const { data: promotions, error, isLoading, refetch } = useListPromotionsQuery();
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {isLoading ? (
        <SkeletonGrid count={6} minColumnWidth={280} aspectRatio="2 / 1" />
      ) : error ? (
        <ErrorState message={toApiError(error)?.message} onRetry={() => void refetch()} />
      ) : !promotions || promotions.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <CardGrid minColumnWidth={280}>
          {promotions.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} />
          ))}
        </CardGrid>
      )}
    </>
  );
}
