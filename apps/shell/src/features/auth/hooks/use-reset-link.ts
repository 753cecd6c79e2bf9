import { useCallback, useEffect, useState } from 'react';
import { RESET_LINK_PARAM } from '@inhala/domain';
import { useLocation, useNavigate } from '@inhala/ui';

/**
 * The reset mail's link (`/?restablecer=<token>`, RESET_CODE_POLICY): the token is kept here and
 * taken out of the address at once, so it stays in no history entry, bookmark or shared URL.
 * Answers the token (null when the page was not opened from a link) and a way to let it go.
 */
export function useResetLink(): [string | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(() =>
    new URLSearchParams(location.search).get(RESET_LINK_PARAM),
  );

  useEffect(() => {
    const search = new URLSearchParams(location.search);
    const fromUrl = search.get(RESET_LINK_PARAM);
    if (fromUrl === null) return;
    setToken(fromUrl);
    search.delete(RESET_LINK_PARAM);
    const rest = search.toString();
    void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [location.search, location.pathname, navigate]);

  return [token, useCallback(() => setToken(null), [])];
}
