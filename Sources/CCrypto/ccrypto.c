#include "CCrypto.h"
#include <errno.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <sys/random.h>

int ccrypto_sha256(const uint8_t *bytes, size_t length, uint8_t digest[CCRYPTO_SHA256_LENGTH]) {
    unsigned int written = 0;
    // EVP_Digest accepts a null pointer only together with a zero length.
    static const uint8_t empty[1] = {0};
    if (EVP_Digest(bytes != NULL ? bytes : empty, length, digest, &written, EVP_sha256(), NULL) != 1) {
        return 0;
    }
    return written == CCRYPTO_SHA256_LENGTH;
}

int ccrypto_hmac_sha256(
    const uint8_t *key, size_t key_length, const uint8_t *message, size_t message_length,
    uint8_t tag[CCRYPTO_SHA256_LENGTH]) {
    static const uint8_t empty[1] = {0};
    unsigned int written = 0;
    if (key_length > (size_t)INT32_MAX) return 0;
    const unsigned char *result = HMAC(
        EVP_sha256(), key != NULL ? key : empty, (int)key_length, message != NULL ? message : empty,
        message_length, tag, &written);
    return result != NULL && written == CCRYPTO_SHA256_LENGTH;
}

int ccrypto_os_random_bytes(uint8_t *bytes, size_t length) {
    size_t filled = 0;
    while (filled < length) {
        ssize_t got = getrandom(bytes + filled, length - filled, 0);
        if (got < 0) {
            if (errno == EINTR) continue;
            return errno;
        }
        filled += (size_t)got;
    }
    return 0;
}

