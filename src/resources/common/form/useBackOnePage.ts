import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Goes back one page; when the screen was opened directly (no page before it), to `fallback`. */
export function useBackOnePage(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key === 'default') navigate(fallback);
    else navigate(-1);
  }, [fallback, location.key, navigate]);
}
