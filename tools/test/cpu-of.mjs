// `node tools/test/cpu-of.mjs <report file> <command> [args…]`: runs the command, then writes the CPU
// seconds (user + system) its whole process tree used to the report file, and exits with its code.
// Linux counts a waited-for child's CPU, and that of every descendant it waited for, in the parent's
// cutime/cstime (/proc/self/stat), so this process's own figures after the wait are the tree's.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const [report, command, ...args] = process.argv.slice(2);
const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux the project runs on

function childrenCpuSeconds() {
  // Fields after the command name (which is in parentheses and may hold spaces).
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // cutime and cstime are fields 16 and 17 of the line; after the name, field 3 (state) comes first.
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

const result = spawnSync(command, args, { stdio: 'inherit' });
try {
  writeFileSync(report, String(childrenCpuSeconds()));
} catch {
  /* no /proc: the stage still reports its wall time */
}
if (result.error) process.stderr.write(`${result.error.message}\n`);
process.exit(result.status ?? 1);
