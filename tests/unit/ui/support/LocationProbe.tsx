import { useLocation } from 'react-router-dom';

/** Shows the router's current path so a test can assert where a redirect ended. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
