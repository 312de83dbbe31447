import type { Binder } from '../../http/route';

export function registerAccount(_binder: Binder): void {}
