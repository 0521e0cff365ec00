import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Controls on the right (wraps under the title on narrow screens). */
  actions?: ReactNode;
}

/** The page's one h1 with an optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 3 }}
    >
      <Box sx={{ minWidth: 0 }}>
        {/* Smaller on phones: at h4's 34 px a long word («Воспроизведение») is wider than a 360 px screen's column
            and was split mid-word. */}
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' }, overflowWrap: 'break-word' }}
        >
          {title}
        </Typography>
        {subtitle ? (
          <Typography component="div" variant="body1" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
    </Box>
  );
}
