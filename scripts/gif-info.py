#!/usr/bin/env python3
"""Reads a GIF's block structure (no image decoding) and prints it as JSON: an independent check of what
`layout-render animate` writes. Usage: gif-info.py FILE.gif

Prints {"version", "width", "height", "frames", "delays" (centiseconds), "loop" (NETSCAPE count or null),
"rects" ([x, y, w, h] per frame), "trailer" (the file ends with the 0x3B trailer)}; exits 1 on a malformed file.
"""
import json
import struct
import sys


def sub_blocks(data, i):
    """Skips data sub-blocks from i; returns (payload, next index)."""
    out = bytearray()
    while True:
        n = data[i]
        i += 1
        if n == 0:
            return bytes(out), i
        out += data[i:i + n]
        i += n


def main(path):
    data = open(path, "rb").read()
    if data[:6] not in (b"GIF87a", b"GIF89a"):
        raise ValueError("not a GIF signature")
    width, height, flags = struct.unpack("<HHB", data[6:11])
    i = 13
    if flags & 0x80:
        i += 3 * (2 << (flags & 7))
    info = {"version": data[3:6].decode(), "width": width, "height": height, "frames": 0, "delays": [],
            "loop": None, "rects": [], "trailer": False}
    pending_delay = None
    while i < len(data):
        b = data[i]
        if b == 0x3B:
            info["trailer"] = i == len(data) - 1
            break
        if b == 0x21:
            label = data[i + 1]
            payload, i = sub_blocks(data, i + 2)
            if label == 0xF9:
                pending_delay = struct.unpack("<H", payload[1:3])[0]
            elif label == 0xFF and payload[:11] == b"NETSCAPE2.0":
                info["loop"] = struct.unpack("<H", payload[12:14])[0]
        elif b == 0x2C:
            x, y, w, h, f = struct.unpack("<HHHHB", data[i + 1:i + 10])
            if x + w > width or y + h > height or w == 0 or h == 0:
                raise ValueError("frame %d outside the screen" % info["frames"])
            i += 10
            if f & 0x80:
                i += 3 * (2 << (f & 7))
            i += 1  # LZW minimum code size
            _, i = sub_blocks(data, i)
            info["frames"] += 1
            info["rects"].append([x, y, w, h])
            info["delays"].append(pending_delay)
            pending_delay = None
        else:
            raise ValueError("unknown block 0x%02x at %d" % (b, i))
    print(json.dumps(info))


if __name__ == "__main__":
    try:
        main(sys.argv[1])
    except (ValueError, IndexError, struct.error) as e:
        print("gif-info: %s: %s" % (sys.argv[1], e), file=sys.stderr)
        sys.exit(1)
