import { useLocation } from 'react-router';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { defineMessages } from '@/i18n/messages';
import { useMessages } from '@/i18n/useMessages';
import { generationOf } from '../navigation/generation';
import { Button } from '@/ui/primitives/Button';

const messages = defineMessages({
  ru: { title: 'Войдите, чтобы продолжить', signIn: 'Войти', signUp: 'Зарегистрироваться' },
  en: { title: 'Sign in to continue', signIn: 'Sign in', signUp: 'Sign up' },
});

/** Where the sign-in/up links of a page point: the v1 pages have their own full-page forms. */
function authPaths(pathname: string): { signIn: string; signUp: string } {
  const prefix = generationOf(pathname);
  const intented = encodeURIComponent(pathname);
  return { signIn: `${prefix}/sign-in?intented=${intented}`, signUp: `${prefix}/sign-up?intented=${intented}` };
}

/** A guest's view of a page that needs an account: what it offers, and sign-in / sign-up links back to it. */
export function SignInPrompt({ reason }: { reason: string }) {
  const t = useMessages(messages);
  const { pathname } = useLocation();
  const paths = authPaths(pathname);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {reason}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to={paths.signIn}>
          {t('signIn')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.signUp}>
          {t('signUp')}
        </Button>
      </Stack>
    </Paper>
  );
}
