import type { Hono } from 'hono';
import type { AppEnv } from './route';

export function registerDocs(_app: Hono<AppEnv>): void {}
