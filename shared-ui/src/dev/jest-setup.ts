import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Pages in these tests load lazy chunks and talk to a real API server in the same process; on a
// busy 2-core CI machine that takes longer than Testing Library's default 1 s for findBy/waitFor.
// What never shows still fails, once this wait is over (well inside the test's own time limit).
configure({ asyncUtilTimeout: 15_000 });
