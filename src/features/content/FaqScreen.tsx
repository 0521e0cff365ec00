import { useId } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import { Skeleton } from '@/ui/primitives/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FaqEntry } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { EmptyState } from '@/ui/components/EmptyState';
import { PageHeader } from '@/ui/components/PageHeader';
import { QueryState } from '@/ui/components/QueryState';
import { Section } from '@/ui/components/Section';
import { useListFaqQuery } from './contentApi';
import { selectFaqGroups } from './contentSelectors';
import { contentMessages } from './messages';

/** One question that unfolds into its answer (plain text). */
function FaqItem({ entry }: { entry: FaqEntry }) {
  const id = useId();
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-q`} aria-controls={`${id}-a`}>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {entry.question}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-a`}>
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {entry.answer}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}

/** /faq: the server's questions in accordions grouped by category. */
export default function FaqScreen() {
  const t = useMessages(contentMessages);
  const faq = useListFaqQuery();
  return (
    <>
      <PageHeader title={t('faqTitle')} subtitle={t('faqSubtitle')} />
      <QueryState
        query={faq}
        loading={
          <Box>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={48} sx={{ mb: 1 }} />
            ))}
          </Box>
        }
        empty={<EmptyState message={t('faqEmpty')} />}
        isEmpty={(data) => selectFaqGroups(data).length === 0}
      >
        {(data) =>
          selectFaqGroups(data).map((group) => (
            <Section key={group.category} title={group.category}>
              {group.entries.map((entry) => (
                <FaqItem key={entry.id} entry={entry} />
              ))}
            </Section>
          ))
        }
      </QueryState>
    </>
  );
}
