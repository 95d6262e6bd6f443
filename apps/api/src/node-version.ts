/** `engines.node` ranges this check reads: a minimum version, as package.json has it. */
const MINIMUM = /^>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/;

/** A version as three numbers: "v20.20.2" → [20, 20, 2]. */
function parts(version: string): number[] {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(version.trim());
  if (!match) throw new Error(`not a Node version: ${version}`);
  return [match[1], match[2], match[3]].map((part) => Number(part ?? 0));
}

/** Whether `running` is older than the `engines.node` range (">=24", ">=24.1.0") allows. */
export function isOlderThan(running: string, engines: string): boolean {
  const minimum = MINIMUM.exec(engines.trim());
  if (!minimum) throw new Error(`package.json engines.node "${engines}" is not a ">=version" range, the only kind checked at start-up`);
  const have = parts(running);
  const need = parts(minimum.slice(1).filter(Boolean).join('.'));
  const differing = have.findIndex((part, i) => part !== need[i]);
  return differing >= 0 && have[differing]! < need[differing]!;
}

/** The refusal an older Node gets: which Node is needed, which one this is, and how to run the right one. */
export function olderNodeRefusal(running: string, engines: string, execPath: string): string {
  return (
    `CarSeva needs Node ${engines} (package.json "engines"), but ${execPath} is Node ${running.replace(/^v/, '')}. ` +
    `Start it through npm (npm start, npm run worker), which runs the Node the project pins (node_modules/.bin/node), ` +
    `or run that Node directly, as deploy/Procfile does: node_modules/.bin/node apps/api/dist/server.js.`
  );
}
