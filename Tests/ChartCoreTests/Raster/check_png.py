#!/usr/bin/env python3
"""Manual cross-check of ChartCore's PNG writer with Python's own zlib and struct.

Run `swift test --filter PNGTests` first (it writes /tmp/chartcore-raster-check.png), then
`python3 Tests/ChartCoreTests/Raster/check_png.py [file]`. Checks the signature, every chunk
CRC, the IHDR fields, that zlib inflates IDAT to exactly height*(1+4*width) bytes with valid
filter bytes, and prints a few pixels. Exit status 0 on success."""
import struct, sys, zlib

path = sys.argv[1] if len(sys.argv) > 1 else "/tmp/chartcore-raster-check.png"
data = open(path, "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "bad signature"
pos, idat, ihdr = 8, b"", None
while pos < len(data):
    (length,) = struct.unpack(">I", data[pos:pos + 4])
    ctype = data[pos + 4:pos + 8]
    body = data[pos + 8:pos + 8 + length]
    (crc,) = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
    assert zlib.crc32(ctype + body) & 0xFFFFFFFF == crc, f"CRC mismatch in {ctype}"
    if ctype == b"IHDR":
        ihdr = struct.unpack(">IIBBBBB", body)
    elif ctype == b"IDAT":
        idat += body
    pos += 12 + length
w, h, depth, ctype, comp, filt, inter = ihdr
assert (depth, ctype, comp, filt, inter) == (8, 6, 0, 0, 0), ihdr
raw = zlib.decompress(idat)  # also verifies Adler-32
assert len(raw) == h * (1 + 4 * w), (len(raw), w, h)
assert all(raw[y * (1 + 4 * w)] <= 4 for y in range(h)), "bad filter byte"
row = h // 2 * (1 + 4 * w) + 1
print(f"OK {path}: {w}x{h}, {len(data)} bytes, IDAT {len(idat)} -> {len(raw)}; "
      f"row {h // 2} first pixels {[tuple(raw[row + 4 * i:row + 4 * i + 4]) for i in range(3)]}")
