// Types for check-node.mjs, which stays plain JavaScript so that an old Node.js can run it.

/** The oldest Node.js the app and its build run on. */
export const MINIMUM_NODE: string;

/** Whether `version` ("24.1.0", "v20.20.2") is at least `minimum` ("22.22"). */
export function isSupportedNode(version: string, minimum?: string): boolean;

/** The line printed when `version` is too old, or null when it will do. */
export function nodeVersionProblem(version: string, minimum?: string): string | null;
