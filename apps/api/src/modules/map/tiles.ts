import { deflateSync } from 'node:zlib';

/** The stand-in tiles' size, as every slippy-map tile. */
export const TILE_SIZE = 256;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];
/** Two pale land tones in a checkerboard, so panning and zooming visibly move the map. */
const LAND: readonly [Rgb, Rgb] = [
  [236, 240, 232],
  [226, 233, 222],
];
const GRID: Rgb = [203, 213, 225];

/**
 * A plain generated PNG tile (no internet, no map data): a pale square in a checkerboard by tile, with
 * a thin grid line on its top and left edges. Enough for the map's pin and the buddy's marker to sit on.
 */
export function standInTile(x: number, y: number): Buffer {
  const land = LAND[(x + y) % 2]!;
  const row = Buffer.alloc(1 + TILE_SIZE * 3);
  const rows: Buffer[] = [];
  for (let py = 0; py < TILE_SIZE; py++) {
    row[0] = 0; // no filter
    for (let px = 0; px < TILE_SIZE; px++) {
      const [r, g, b] = px === 0 || py === 0 ? GRID : land;
      row[1 + px * 3] = r;
      row[2 + px * 3] = g;
      row[3 + px * 3] = b;
    }
    rows.push(Buffer.from(row));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_SIZE, 0);
  header.writeUInt32BE(TILE_SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
