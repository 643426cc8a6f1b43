/**
 * Reading iputils' ping: the address its header says it pinged is handed to the check for IPv4, for
 * IPv6 (written "PING ::1(::1)", without a space) and for a name, from lines iputils 20221126 prints;
 * a reply that comes before any checked header is never reported.
 */
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runPing, type IcmpRun } from './icmp.server.ts';
import type { PingReply } from './run.ts';

const RUN: IcmpRun = { address: '127.0.0.1', family: 4, count: 1, intervalMs: 1000, timeoutMs: 1000, size: 56, ttl: 64, deadlineSeconds: 15 };

/** A ping that prints `lines` and exits; killed, it exits at once. */
function fakePing(lines: string[]) {
  const killed: string[] = [];
  const start = () => {
    const child = new EventEmitter() as ChildProcessWithoutNullStreams;
    const stdout = new PassThrough();
    Object.assign(child, { stdout, stderr: new PassThrough(), kill: (signal: string) => (killed.push(signal), stdout.end(), true) });
    stdout.on('end', () => setImmediate(() => child.emit('close', 0)));
    setImmediate(() => {
      for (const line of lines) if (!stdout.writableEnded) stdout.write(`${line}\n`);
      if (!stdout.writableEnded) stdout.end();
    });
    return child;
  };
  return { start, killed };
}

async function read(lines: string[], accept: (address: string) => boolean = () => true) {
  const headers: string[] = [];
  const replies: PingReply[] = [];
  const ping = fakePing(lines);
  await runPing(RUN, ping.start, (r) => replies.push(r), (address) => (headers.push(address), accept(address)));
  return { headers, replies, killed: ping.killed };
}

const tail = ['', '--- statistics ---', '1 packets transmitted, 1 received, 0% packet loss, time 0ms'];

describe('the header ping prints', () => {
  it.each([
    ['IPv4', 'PING 127.0.0.1 (127.0.0.1) 56(84) bytes of data.', '64 bytes from 127.0.0.1: icmp_seq=1 ttl=64 time=0.014 ms', '127.0.0.1'],
    ['IPv6', 'PING ::1(::1) 56 data bytes', '64 bytes from ::1: icmp_seq=1 ttl=64 time=0.057 ms', '::1'],
    ['IPv6, public', 'PING 2606:4700::1111(2606:4700::1111) 56 data bytes', '64 bytes from 2606:4700::1111: icmp_seq=1 ttl=57 time=3.21 ms', '2606:4700::1111'],
    ['a name', 'PING localhost (127.0.0.1) 56(84) bytes of data.', '64 bytes from 127.0.0.1: icmp_seq=1 ttl=64 time=0.032 ms', '127.0.0.1'],
    ['a name, IPv6', 'PING one.one.one.one(2606:4700:4700::1111) 56 data bytes', '64 bytes from 2606:4700:4700::1111: icmp_seq=1 ttl=57 time=3.4 ms', '2606:4700:4700::1111'],
  ])('%s: the address pinged is checked, then the reply is reported', async (_, header, reply, address) => {
    const { headers, replies, killed } = await read([header, reply, ...tail]);
    expect(headers).toEqual([address]);
    expect(replies).toEqual([{ seq: 1, ttl: expect.any(Number), ms: expect.any(Number) }]);
    expect(killed).toEqual([]);
  });

  it('stops ping, reporting nothing, when the address it pinged is not the one checked', async () => {
    const { headers, replies, killed } = await read(['PING ::1(::2) 56 data bytes', '64 bytes from ::2: icmp_seq=1 ttl=64 time=0.05 ms', ...tail], (a) => a === '::1');
    expect(headers).toEqual(['::2']);
    expect(replies.filter((r) => !r.lost)).toEqual([]);
    expect(killed).toEqual(['SIGINT']);
  });

  it('reports no reply that comes before a checked header', async () => {
    const { headers, replies, killed } = await read(['PING something unexpected', '64 bytes from ::1: icmp_seq=1 ttl=64 time=0.05 ms', ...tail]);
    expect(headers).toEqual([]);
    expect(replies.filter((r) => !r.lost)).toEqual([]);
    expect(killed).toEqual(['SIGINT']);
  });
});
