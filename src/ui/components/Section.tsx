import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { textLinkSx } from '@/ui/primitives/textLinkLook';

export interface SectionProps {
  title: string;
  /** Where "see all" leads, with its label. */
  more?: { to: string; label: string };
  children: ReactNode;
}

/** A titled block of a page (h2), labelled for assistive technology, with an optional "see all" link. */
export function Section({ title, more, children }: SectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {more ? (
          <Box component={RouterLink} to={more.to} sx={[textLinkSx(), { whiteSpace: 'nowrap' }]}>
            {more.label}
          </Box>
        ) : null}
      </Box>
      {children}
    </Box>
  );
}
