import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AuthForm, useAuthTitle, type AuthKind } from '../components/AuthPanel';

/** An auth form as a full page (the compact v1 generation). */
export function AuthPage({ kind }: { kind: AuthKind }) {
  const title = useAuthTitle(kind);
  return (
    <Container maxWidth="xs" sx={{ py: 3 }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: '1.5rem', mb: 1 }}>
          {title}
        </Typography>
        <AuthForm kind={kind} basePath="/v1" />
      </Paper>
    </Container>
  );
}
