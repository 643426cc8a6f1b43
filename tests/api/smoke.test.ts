import { it } from 'vitest';
import { startServer, post } from '../server/harness.ts';
it('smoke', async () => {
  const s = await startServer({});
  let t = performance.now();
  const res = await post(s.base, 'ip-address-lookup', { input: { ip: '8.8.8.8' }, options: {}, start: 'lookup' });
  console.log(res.status, await res.text(), performance.now() - t);
  t = performance.now();
  const r2 = await post(s.base, 'ip-address-lookup', { input: { ip: '2606:4700:4700::1111' }, options: {}, start: 'lookup' });
  console.log(await r2.text(), performance.now() - t);
  const r3 = await post(s.base, 'ip-address-lookup', { input: { ip: '' }, options: {}, start: 'myIp' });
  console.log(await r3.text());
  console.log(await (await fetch(s.base + '/api/ip')).text(), process.memoryUsage().rss / 1e6);
  await s.close();
}, 60000);
