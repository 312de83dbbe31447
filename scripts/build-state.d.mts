export declare const BUILD_INPUTS: string[];
export declare function newestMtime(target: string): number;
export declare function buildReason(root: string): string | null;
