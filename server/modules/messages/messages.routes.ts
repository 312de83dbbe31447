import type { Binder } from '../../http/route';

export function registerMessages(_binder: Binder): void {}
