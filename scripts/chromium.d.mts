export declare function chromiumCandidates(env?: NodeJS.ProcessEnv): string[];
export declare function findChromium(env?: NodeJS.ProcessEnv): string | null;
