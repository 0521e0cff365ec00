import { useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import { TextLink } from '@/ui/primitives/TextLink';

/** A link to another auth route of the same generation, keeping `intented`. */
export interface AuthLinkSpec {
  to: 'sign-in' | 'sign-up' | 'restore-password';
  label: string;
}

/** Links between the auth forms (sign in ↔ sign up ↔ restore), under the same base path. */
export function AuthLinks({ basePath, links }: { basePath: string; links: AuthLinkSpec[] }) {
  const [params] = useSearchParams();
  const intented = params.get('intented');
  const query = intented ? `?${new URLSearchParams({ intented }).toString()}` : '';
  return (
    <Stack spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
      {links.map((link) => (
        <TextLink key={link.to} to={`${basePath}/${link.to}${query}`} replace type="body2">
          {link.label}
        </TextLink>
      ))}
    </Stack>
  );
}
