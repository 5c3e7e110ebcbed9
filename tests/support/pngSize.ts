const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Width and height of a PNG from its IHDR chunk, which the format requires
 * right after the 8-byte signature. Throws on anything that is not a PNG.
 */
export function pngSize(bytes: Uint8Array): {width: number; height: number} {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < 24 || !buffer.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG file');
  if (buffer.toString('latin1', 12, 16) !== 'IHDR') throw new Error('PNG without an IHDR chunk first');
  return {width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20)};
}
