import { vi } from 'vitest';

// Test files share a worker process (vitest.config.ts): forget the project's own modules, so this file
// imports them anew and starts from their initial state; packages under node_modules stay loaded.
vi.resetModules();
