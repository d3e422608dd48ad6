// Umbrella for the system OpenSSL libcrypto headers; only the CCrypto C target includes them.
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
