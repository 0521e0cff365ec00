import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

/** A detail page whose item does not exist (an unknown or malformed id): a title, a hint, and a way back. */
export function NotFoundState({ title, hint, back }: { title: string; hint: string; back: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState message={hint}>{back}</EmptyState>
    </>
  );
}
