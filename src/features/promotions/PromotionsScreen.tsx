import { useMessages } from '@/i18n/useMessages';
import { CardGrid } from '@/ui/components/CardGrid';
import { EmptyState } from '@/ui/components/EmptyState';
import { PageHeader } from '@/ui/components/PageHeader';
import { QueryState } from '@/ui/components/QueryState';
import { PromotionCard } from '@/ui/cards/PromotionCard';
import { SkeletonGrid } from '@/ui/components/SkeletonGrid';
import { useListPromotionsQuery } from './promotionsApi';
import { promotionsMessages } from './messages';

/** /promotions and /v1/promotions: every promotion as a card with its dates and badge. */
export default function PromotionsScreen() {
  const t = useMessages(promotionsMessages);
  const promotions = useListPromotionsQuery();
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <QueryState
        query={promotions}
        loading={<SkeletonGrid count={6} minColumnWidth={280} aspectRatio="2 / 1" />}
        empty={<EmptyState message={t('empty')} />}
      >
        {(promotions) => (
          <CardGrid minColumnWidth={280}>
            {promotions.map((promotion) => (
              <PromotionCard key={promotion.id} promotion={promotion} />
            ))}
          </CardGrid>
        )}
      </QueryState>
    </>
  );
}
