import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Pages in these tests load lazy chunks and talk to a real API server in the same process: on a busy
// 2-core machine a findBy/waitFor can wait far longer than Testing Library's default 1 s. This is at
// most twice the slowest wait measured there (docs/testing.md), inside the suite's own test limit.
configure({ asyncUtilTimeout: 25_000 });
