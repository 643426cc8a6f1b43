/**
 * Real ICMP echo through the system's `ping` (iputils): started without a shell, with an argument
 * list of numbers checked by run() and the address checked by the server (after `--`, so it can
 * never be read as an option). Replies are read from its output as they come.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { PingReply } from './run.ts';

let available: Promise<boolean> | undefined;

/** Whether this server may send ICMP echo: one ping of its own loopback address, once. */
export function icmpAvailable(): Promise<boolean> {
  available ??= new Promise((resolve) => {
    const child = spawn('ping', ['-n', '-c', '1', '-W', '1', '--', '127.0.0.1'], { stdio: 'ignore', shell: false });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
  return available;
}

export interface IcmpRun {
  address: string;
  family: 4 | 6;
  count: number | null;
  intervalMs: number;
  timeoutMs: number;
  size: number;
  ttl: number;
  deadlineSeconds: number;
}

/** The argument list: every value a checked number or the checked address. */
export function pingArguments(run: IcmpRun): string[] {
  const args = ['-n', '-O', `-${run.family}`, '-i', (run.intervalMs / 1000).toFixed(3), '-W', (run.timeoutMs / 1000).toFixed(3), '-s', String(run.size), '-t', String(run.ttl), '-w', String(run.deadlineSeconds)];
  if (run.count !== null) args.push('-c', String(run.count));
  return [...args, '--', run.address];
}

const REPLY = /icmp_seq=(\d+) ttl=(\d+) time=([\d.]+) ms/;
const NO_ANSWER = /no answer yet for icmp_seq=(\d+)/;
const ICMP_ERROR = /^From \S+ icmp_seq=(\d+) (.+)$/;
// "PING 127.0.0.1 (127.0.0.1) 56(84) bytes of data.", and for IPv6 without the space: "PING ::1(::1) 56 data bytes".
const HEADER = /^PING [^\s(]+ ?\(([^)]+)\)/;
const SUMMARY = /(\d+) packets transmitted, (\d+) (?:packets )?received/;

/**
 * Runs ping (started by the host: no shell, ended when the request's signal aborts); resolves once
 * the process is gone. Hands the address ping says it pinged to `onHeader`, to be checked again:
 * when it is refused, or when anything but that header comes first, ping is stopped and nothing
 * more is reported (`refused`), so the check can never be skipped by output it did not expect.
 */
export function runPing(
  run: IcmpRun,
  start: (args: readonly string[]) => ChildProcessWithoutNullStreams,
  onReply: (reply: PingReply) => void,
  onHeader: (address: string) => boolean,
): Promise<{ transmitted: number; refused: boolean }> {
  return new Promise((resolve) => {
    const child = start(pingArguments(run));
    const seen = new Set<number>();
    let transmitted = 0;
    let buffered = '';
    let checked = false;
    let refused = false;
    const stop = () => {
      refused = true;
      child.kill('SIGINT');
    };
    const line = (text: string) => {
      if (refused || !text.trim()) return;
      if (!checked) {
        const header = HEADER.exec(text);
        if (!header || !onHeader(header[1]!)) return stop();
        checked = true;
        return;
      }
      const reply = REPLY.exec(text);
      if (reply) {
        const seq = Number(reply[1]);
        if (!seen.has(seq)) onReply({ seq, ttl: Number(reply[2]), ms: Number(reply[3]) });
        seen.add(seq);
        return;
      }
      const none = NO_ANSWER.exec(text);
      if (none) {
        const seq = Number(none[1]);
        if (!seen.has(seq)) onReply({ seq, lost: true });
        seen.add(seq);
        return;
      }
      const error = ICMP_ERROR.exec(text);
      if (error) {
        const seq = Number(error[1]);
        if (!seen.has(seq)) onReply({ seq, lost: true, error: /time to live/i.test(error[2]!) ? 'ttlExceeded' : 'unreachable' });
        seen.add(seq);
        return;
      }
      const summary = SUMMARY.exec(text);
      if (summary) transmitted = Number(summary[1]);
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      lines.forEach(line);
    });
    child.on('error', () => resolve({ transmitted: 0, refused }));
    child.on('close', () => {
      if (buffered) line(buffered);
      // Packets sent whose reply never came and that ping did not report: lost.
      if (!refused) for (let seq = 1; seq <= transmitted; seq++) if (!seen.has(seq)) onReply({ seq, lost: true });
      resolve({ transmitted, refused });
    });
  });
}
