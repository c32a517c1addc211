// The floor of the page-vitals bench: a React hello world built by the same toolchain as the site
// (rspack, swc, production React) and served the same way. Every figure of the site is printed as a
// ratio of this page's.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function Hello() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Hello, world</h1>
      <p data-floor-data="">A React 19 page with nothing else in it.</p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Clicked {count} times
      </button>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Hello />);
