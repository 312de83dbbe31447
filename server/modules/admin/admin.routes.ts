import type { Binder } from '../../http/route';

export function registerAdmin(_binder: Binder): void {}
