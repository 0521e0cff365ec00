import type { ReactNode } from 'react';
import type { MessageBundle } from '@/i18n/messages';
import { useMessages } from '@/i18n/useMessages';
import { CardGrid } from './CardGrid';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';
import { QueryState, type QueryLike } from './QueryState';
import { SkeletonGrid } from './SkeletonGrid';

/**
 * A public page listing wide cards (promotions, tournaments): the bundle's `title` and `subtitle`, six card
 * placeholders while the list loads, its `empty` note, then the cards `children` makes of the list, in a grid.
 */
export function WideCardsPage<Item>({
  messages,
  query,
  children,
}: {
  messages: MessageBundle<'title' | 'subtitle' | 'empty'>;
  query: QueryLike<Item[]>;
  children: (items: Item[]) => ReactNode;
}) {
  const t = useMessages(messages);
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <QueryState
        query={query}
        loading={<SkeletonGrid count={6} minColumnWidth={280} aspectRatio="2 / 1" />}
        empty={<EmptyState message={t('empty')} />}
      >
        {(items) => <CardGrid minColumnWidth={280}>{children(items)}</CardGrid>}
      </QueryState>
    </>
  );
}
