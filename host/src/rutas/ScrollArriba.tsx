import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** SPEC §2: every navigation starts at the top of the page. */
export function ScrollArriba() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
