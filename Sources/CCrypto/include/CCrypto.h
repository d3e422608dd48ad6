#ifndef CCRYPTO_H
#define CCRYPTO_H
#include <stddef.h>
#include <stdint.h>

// The C side of WheelFair: the hashes come from OpenSSL's libcrypto (maintained, tested
// against the standards' vectors, constant-time where it matters) rather than hand-written
// code, and the server seeds from the operating system's random source. Nothing here
// includes an OpenSSL header: Swift sees only bytes, lengths and status codes.

/// The length of a SHA-256 digest and of an HMAC-SHA256 tag, bytes.
#define CCRYPTO_SHA256_LENGTH 32

/// SHA-256 (FIPS 180-4) of `length` bytes at `bytes` into `digest` (32 bytes).
/// Exists so that Swift calls one function with plain pointers instead of OpenSSL's EVP
/// digest objects and their lifetimes. Returns 1 on success, 0 when libcrypto fails (it can
/// only run out of memory).
int ccrypto_sha256(const uint8_t *bytes, size_t length, uint8_t digest[CCRYPTO_SHA256_LENGTH]);

/// HMAC-SHA256 (RFC 2104, FIPS 198-1) of `message_length` bytes at `message` under the
/// `key_length`-byte `key`, into `tag` (32 bytes).
/// Exists for the same reason as `ccrypto_sha256`, and because OpenSSL's `HMAC` returns a
/// pointer and takes an `EVP_MD` that Swift should never see. Returns 1 on success, 0 when
/// libcrypto fails.
int ccrypto_hmac_sha256(
    const uint8_t *key, size_t key_length, const uint8_t *message, size_t message_length,
    uint8_t tag[CCRYPTO_SHA256_LENGTH]);

/// Fills `length` bytes at `bytes` from the operating system's random source (`getrandom`,
/// which blocks only until the kernel's pool is first initialised).
/// Exists because a server seed must come from the OS and not from a seeded generator, and
/// so that the short-read and EINTR loop lives in one place. Returns 0 on success, else the
/// `errno` of the failure.
int ccrypto_os_random_bytes(uint8_t *bytes, size_t length);

#endif
