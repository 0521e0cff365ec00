import Box from '@mui/material/Box';
import { RouterLink } from '@/ui/navigation/RouterLink';

/** The site's mark and name, linking home. */
export function Logo({ to = '/', name, compact = false }: { to?: string; name: string; compact?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={name}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: '1.2rem',
        letterSpacing: 0.5,
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 26,
          height: 26,
          borderRadius: '50%',
          background: 'radial-gradient(circle at 35% 35%, #ffe08a, #f5b400 55%, #b07d00)',
          boxShadow: '0 0 12px rgba(245,180,0,0.5)',
        }}
      />
      <Box component="span" sx={compact ? { display: { xs: 'none', sm: 'inline' } } : undefined}>
        {name}
      </Box>
    </Box>
  );
}
