import type { IModule } from 'dependency-cruiser';

/** Which features each feature imports ("server/reviews" → ["server/problems", ...]). */
export type FeatureEdges = Map<string, string[]>;
export declare function featureEdges(modules: IModule[]): FeatureEdges;
export declare function featureCycles(edges: FeatureEdges): string[];
export declare function cruiseFeatureEdges(
  baseDir: string,
  paths: string[],
  tsConfigFile?: string,
): Promise<FeatureEdges>;
