import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Pages in these tests load lazy chunks and talk to a real API server in the same process; on a
// busy 2-core CI machine that takes longer than Testing Library's default 1 s for findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });
