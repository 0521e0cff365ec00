import { useState } from 'react';
import { useNavigate } from 'react-router';
import ButtonBase from '@mui/material/ButtonBase';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { iconButtonSx } from '@/ui/primitives/buttonLook';
import { lazyPart } from '@/ui/lazyRetrying';
import { useAppSelector } from '@/app/hooks';
import { selectUserEmail } from '@/session/authSelectors';
import { useSignOutMutation } from '@/session/sessionApi';
import { useMessages } from '@/i18n/useMessages';
import { shellMessages } from '../messages';

const loadList = () => import('./UserMenuList');
const UserMenuList = lazyPart(loadList);

/** The signed-in user's menu button; the menu (account pages, features' items, sign out) loads on first use. `basePath` is '' or '/v1'. */
export function UserMenu({ basePath = '' }: { basePath?: string }) {
  const t = useMessages(shellMessages);
  const email = useAppSelector(selectUserEmail);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const [signOut, { isLoading }] = useSignOutMutation();
  const navigate = useNavigate();
  const close = () => setAnchor(null);

  const doSignOut = async () => {
    close();
    await signOut()
      .unwrap()
      .catch(() => undefined);
    void navigate(basePath || '/', { replace: true });
  };

  return (
    <>
      <ButtonBase
        focusRipple
        aria-label={t('userMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        data-testid="user-menu-button"
        sx={iconButtonSx()}
      >
        <AccountCircleIcon />
      </ButtonBase>
      {used ? (
        <UserMenuList
          anchor={anchor}
          email={email}
          basePath={basePath}
          signingOut={isLoading}
          onClose={close}
          onSignOut={() => void doSignOut()}
        />
      ) : null}
    </>
  );
}
