import { PromotionCard } from '@/ui/cards/PromotionCard';
import { WideCardsPage } from '@/ui/components/WideCardsPage';
import { useListPromotionsQuery } from './promotionsApi';
import { promotionsMessages } from './messages';

/** /promotions and /v1/promotions: every promotion as a card with its dates and badge. */
export default function PromotionsScreen() {
  const promotions = useListPromotionsQuery();
  return (
    <WideCardsPage messages={promotionsMessages} query={promotions}>
      {(list) => list.map((promotion) => <PromotionCard key={promotion.id} promotion={promotion} />)}
    </WideCardsPage>
  );
}
