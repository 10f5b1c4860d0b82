import { crc32, deflateSync } from "node:zlib";

/**
 * A PNG built by hand, for files no image library would write: a header claiming any size
 * (a decompression bomb), or scanlines chosen to be cheap to store and dear to process.
 * `scanlines` are PNG's filtered rows (a filter byte, then the row), deflated as they are.
 */
export function handMadePng(options: {
  width: number;
  height: number;
  /** 0 greyscale, 2 RGB (8 bits a channel). */
  colorType: 0 | 2;
  scanlines: Buffer;
}): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([len, Buffer.from(type), data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(options.width, 0);
  ihdr.writeUInt32BE(options.height, 4);
  ihdr.set([8, options.colorType, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(options.scanlines, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
