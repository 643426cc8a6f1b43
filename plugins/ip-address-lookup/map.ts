/**
 * A world map drawn by the site itself, as SVG: the land of Natural Earth (world-atlas, 1:110m)
 * projected with d3-geo, and a marker at the coordinates. No tiles, no request to anyone; this code
 * and its data load on the IP lookup's page only.
 */
import { geoNaturalEarth1, geoPath, geoGraticule10 } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import land110m from 'world-atlas/land-110m.json';

export const MAP_WIDTH = 640;
export const MAP_HEIGHT = 330;

let landPath: string | undefined;
let graticulePath: string | undefined;
const projection = geoNaturalEarth1().fitExtent(
  [
    [8, 8],
    [MAP_WIDTH - 8, MAP_HEIGHT - 8],
  ],
  { type: 'Sphere' },
);
const path = geoPath(projection).digits(1);

/** The map with a marker at latitude, longitude (degrees). */
export function worldMap(latitude: number, longitude: number): string {
  if (landPath === undefined) {
    const topology = land110m as unknown as Topology<{ land: GeometryCollection }>;
    landPath = path(feature(topology, topology.objects.land)) ?? '';
    graticulePath = path(geoGraticule10()) ?? '';
  }
  const [x, y] = projection([longitude, latitude]) ?? [MAP_WIDTH / 2, MAP_HEIGHT / 2];
  const cx = x.toFixed(1);
  const cy = y.toFixed(1);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">`,
    `<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="#ffffff"/>`,
    `<path d="${path({ type: 'Sphere' })}" fill="#eaf2fb" stroke="#9db4cf" stroke-width="1"/>`,
    `<path d="${graticulePath}" fill="none" stroke="#c9d8ea" stroke-width="0.5"/>`,
    `<path d="${landPath}" fill="#cfd8c4" stroke="#8a9a7a" stroke-width="0.5"/>`,
    `<circle cx="${cx}" cy="${cy}" r="14" fill="#1d4ed8" fill-opacity="0.18"/>`,
    `<circle cx="${cx}" cy="${cy}" r="5" fill="#1d4ed8" stroke="#ffffff" stroke-width="2"/>`,
    '</svg>',
  ].join('');
}
