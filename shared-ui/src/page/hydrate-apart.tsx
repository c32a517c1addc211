import { memo, Suspense, type ComponentType } from 'react';

/**
 * A part of a server-rendered page that hydrates after the rest, in short slices between which the
 * browser stays responsive, instead of inside the one long task that hydrates the page.
 *
 * React leaves a Suspense boundary's server HTML in place and hydrates it later at a low priority,
 * yielding every few milliseconds. That holds only while nothing above hands the boundary new props:
 * a parent's re-render (a media query or the clock settling after hydration) would hydrate it at
 * once, at the update's priority. So the boundary sits in a memoised component whose props are
 * compared shallowly; give it none, or only stable ones.
 */
export function hydrateApart<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  const Apart = memo(function HydrateApart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
  Apart.displayName = `HydrateApart(${Part.displayName ?? Part.name})`;
  return Apart;
}
