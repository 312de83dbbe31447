import type { Binder } from '../../http/route';

export function registerCommon(_binder: Binder): void {}
