#!/usr/bin/env python3
"""A second implementation of LuckyWheel's provably fair spin, written from the derivation's
text (issue 15, README "Provably fair spins") with Python's standard library (hmac and
CPython's own SHA-256), so that the Swift tests compare two independent readings of the same
rules, and two implementations of the hashes.

Reads one spin per line on stdin, tab-separated:
    server seed (64 hex)  client seed (its UTF-8 bytes in hex)  nonce  weights (a,b,c)  margin
and writes one line per spin, tab-separated:
    commitment (64 hex)  prize  fraction (IEEE-754 bits as an unsigned integer)  rejected words
"""
import hashlib
import hmac
import struct
import sys

# CPython's own SHA-256 (not OpenSSL's, which the Swift side uses) where the build has it; the
# hmac module then runs its pure-Python HMAC over it. Falls back to hashlib's.
try:
    from _sha2 import sha256  # Python 3.12 and later
except ImportError:
    try:
        from _sha256 import sha256  # Python 3.11 and earlier
    except ImportError:
        sha256 = hashlib.sha256


def words(seed, client_seed, nonce):
    """The big-endian 32-bit words of blocks HMAC-SHA256(seed, "C:n:j"), j = 0, 1, 2, ..."""
    j = 0
    while True:
        message = client_seed + b":" + str(nonce).encode() + b":" + str(j).encode()
        block = hmac.new(seed, message, sha256).digest()
        for offset in range(0, 32, 4):
            yield int.from_bytes(block[offset:offset + 4], "big")
        j += 1


def spin(seed, client_seed, nonce, weights, margin):
    total = sum(weights)
    limit = 2**32 - (2**32 % total)
    stream = words(seed, client_seed, nonce)
    rejected = 0
    x = next(stream)
    while x >= limit:
        rejected += 1
        x = next(stream)
    v = x % total
    running = 0
    for prize, weight in enumerate(weights):
        running += weight
        if running > v:
            break
    y = next(stream)
    fraction = margin + (1 - 2 * margin) * y / 2**32
    return prize, fraction, rejected


def main():
    out = []
    for line in sys.stdin:
        line = line.rstrip("\n")
        if not line:
            continue
        seed_hex, client_hex, nonce, weight_text, margin = line.split("\t")
        seed = bytes.fromhex(seed_hex)
        weights = [int(w) for w in weight_text.split(",")]
        prize, fraction, rejected = spin(
            seed, bytes.fromhex(client_hex), int(nonce), weights, float(margin))
        bits = struct.unpack("<Q", struct.pack("<d", fraction))[0]
        out.append(f"{sha256(seed).hexdigest()}\t{prize}\t{bits}\t{rejected}\n")
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
