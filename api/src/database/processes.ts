import { existsSync } from "node:fs";
import fs from "node:fs/promises";

/** What Linux's /proc says about one process. */
export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** Clock ticks since boot when it started: with the pid, it names one process even if pids are reused. */
  startTime: string;
  argv: string[];
}

/** Whether processes can be inspected here (Linux); elsewhere nothing is recovered automatically. */
export const canInspectProcesses = existsSync("/proc/self/stat");

/**
 * The process `pid`, or undefined when it does not run. A zombie (exited, not yet reaped by its new
 * parent) counts as not running: it holds no files, ports or shared memory any more.
 */
export async function processInfo(pid: number): Promise<ProcessInfo | undefined> {
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  let stat: string;
  let commandLine: string;
  try {
    [stat, commandLine] = await Promise.all([
      fs.readFile(`/proc/${pid}/stat`, "utf8"),
      fs.readFile(`/proc/${pid}/cmdline`, "utf8"),
    ]);
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid ... starttime ...": comm may hold spaces and parentheses, so read after the
  // last ")"; starttime is field 22, the 20th after comm.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const [state, ppid] = fields;
  const startTime = fields[19];
  if (state === undefined || state === "Z" || state === "X" || ppid === undefined || !startTime)
    return undefined;
  return { pid, ppid: Number(ppid), startTime, argv: commandLine.split("\0").filter(Boolean) };
}

/** This process, as another process would see it in a lock file. */
export async function ownProcess(): Promise<{ pid: number; startTime?: string }> {
  const own = canInspectProcesses ? await processInfo(process.pid) : undefined;
  return { pid: process.pid, startTime: own?.startTime };
}

/**
 * Whether the process recorded as `{pid, startTime}` still runs: the pid alone could have been given to
 * another process since (after a reboot or a container restart pids start over).
 */
export async function isRunning(record: { pid: number; startTime?: string }): Promise<boolean> {
  if (!canInspectProcesses) return signalZeroSucceeds(record.pid);
  const info = await processInfo(record.pid);
  if (!info) return false;
  return record.startTime === undefined || info.startTime === record.startTime;
}

/** Whether signal 0 reaches `pid`: it exists (EPERM: it exists but belongs to another user). */
export function signalZeroSucceeds(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Resolves true once `pid` no longer runs, false if it still does after `timeoutMs`. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const running = canInspectProcesses ? (await processInfo(pid)) !== undefined : signalZeroSucceeds(pid);
    if (!running) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
