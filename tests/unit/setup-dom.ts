import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// CI runs on a busy 2-core machine: a screen that settles in 100 ms alone may take seconds there.
// findBy… and waitFor still fail when what they wait for never comes.
configure({ asyncUtilTimeout: 5000 });
