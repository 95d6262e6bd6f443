import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useLogout } from '../../lib/session';
import { useT } from '../../lib/i18n';

/** Ends the session on the server and in the browser, then shows the login page. */
export function LogoutRoute() {
  const { t } = useT();
  const logout = useLogout();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().then(() => navigate('/login', { replace: true }));
  }, [logout, navigate]);
  return <Spinner label={t('auth.loggingOut')} />;
}
