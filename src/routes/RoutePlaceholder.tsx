import { useLocation } from 'react-router';

/** Shown by a route whose screen is not built yet: names the route so the gap is visible. */
export default function RoutePlaceholder() {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{pathname}</h1>
    </section>
  );
}
