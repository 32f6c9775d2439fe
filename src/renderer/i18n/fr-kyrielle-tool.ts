/** The layout tool's screens (spec 2 §2.10, §4 CdF tree, §8; issue 13). */
export const frKyrielleTool = {} as const;
