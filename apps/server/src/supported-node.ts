/**
 * The Node.js line Haat is built and tested on, as the root package.json's `engines` says: 24, a long-term
 * support line maintained upstream until April 2028. The project installs it as a dependency, so npm start,
 * npm test and npm run cli run on it whatever Node.js the machine has (decision 033).
 */
export const SUPPORTED_NODE_MAJOR = 24;

/** What an operator is told when the server or the CLI runs on an older Node.js; undefined on a supported one. */
export function unsupportedNodeWarning(version: string = process.versions.node): string | undefined {
  if (Number(version.split('.')[0]) >= SUPPORTED_NODE_MAJOR) return undefined;
  return (
    `Node.js ${version} is not supported: Haat runs on Node.js ${SUPPORTED_NODE_MAJOR} or later. ` +
    'npm start, npm test and npm run cli use the Node.js the project installs (npm install); start the server ' +
    `through them, or put Node.js ${SUPPORTED_NODE_MAJOR} first on PATH.`
  );
}
