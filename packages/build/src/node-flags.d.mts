/** Types of node-flags.mjs, for the TypeScript tests that check what the images run. */
export declare const NODE_ENV_FILE: string;
export declare function nodeFlags(root: string, app: string): string[];
export declare function nodeEnvFile(flags: string[]): string;
export declare function writeNodeEnvFile(root: string, app: string, dir: string): void;
