export declare const repoRoot: string;
export type BuildName = 'web' | 'server';
export declare const builds: Record<
  BuildName,
  {
    output: string;
    sources: string[];
    command: [string, string[]];
    quietCommand: [string, string[]];
  }
>;
export declare const serverArguments: string[];
export declare function startEnvironment(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function isStale(name: BuildName): boolean;
export declare function staleBuilds(): BuildName[];
export declare function makeBuilds(
  names: BuildName[],
  options?: { quiet?: boolean },
): Promise<number>;
