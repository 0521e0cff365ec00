import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/**
 * A whole-page blocked state, in place of the layout (no header: nothing there works while the site is blocked).
 * `data-blocked` names the state for tests and styles.
 */
export function BlockedPage({ state, title, children }: { state: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      data-blocked={state}
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', bgcolor: 'background.default', py: 4 }}
    >
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
