import { encode } from 'fast-png';
const n = 48, data = new Uint8Array(n*n*4);
for (let y=0;y<n;y++) for (let x=0;x<n;x++) {
  const i=(y*n+x)*4, dx=x-23.5, dy=y-23.5, r=Math.hypot(dx,dy);
  if (r>23.5) { data.set([0,0,0,0],i); continue; }
  const inner = Math.abs(dx)<8 && Math.abs(dy)<8;
  data.set(inner?[255,255,255,255]:[220,38,38,255], i);
}
const png = encode({ width:n, height:n, data, depth:8, channels:4 });
console.log(png.length, Buffer.from(png).toString('base64'));
