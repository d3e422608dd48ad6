#include "clibpng_internal.h"
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

const char *clibpng_libpng_version(void) { return png_get_libpng_ver(NULL); }

uint32_t clibpng_crc32(uint32_t crc, const uint8_t *bytes, size_t length) {
    // zlib's crc32 takes a uInt length; feed it in pieces so huge chunks stay correct.
    uLong value = crc;
    while (length > 0) {
        uInt piece = length > 0x40000000u ? 0x40000000u : (uInt)length;
        value = crc32(value, bytes, piece);
        bytes += piece;
        length -= piece;
    }
    return (uint32_t)value;
}

void clibpng_copy_message(char *destination, size_t capacity, const char *message) {
    if (capacity == 0) return;
    if (message == NULL) message = "";
    size_t length = strlen(message);
    if (length >= capacity) length = capacity - 1;
    memcpy(destination, message, length);
    destination[length] = '\0';
}

void clibpng_on_error(png_structp png, png_const_charp message) {
    clibpng_session *session = (clibpng_session *)png_get_error_ptr(png);
    clibpng_copy_message(session->failure->message, sizeof session->failure->message, message);
    png_longjmp(png, 1);
}

void clibpng_on_warning(png_structp png, png_const_charp message) {
    clibpng_session *session = (clibpng_session *)png_get_error_ptr(png);
    clibpng_copy_message(session->last_warning, sizeof session->last_warning, message);
}

void clibpng_metadata_release(clibpng_metadata *metadata) {
    if (metadata == NULL) return;
    free(metadata->icc_profile);
    metadata->icc_profile = NULL;
    metadata->icc_profile_length = 0;
}

void clibpng_output_release(clibpng_output *output) {
    if (output == NULL) return;
    free(output->bytes);
    output->bytes = NULL;
    output->length = 0;
    output->capacity = 0;
}
