import type { Binder } from '../../http/route';

export function registerAuth(_binder: Binder): void {}
