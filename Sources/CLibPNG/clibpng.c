#include "clibpng_internal.h"
#include <stdlib.h>
#include <string.h>
#include <pthread.h>

const char *clibpng_libpng_version(void) { return png_get_libpng_ver(NULL); }

// The CRC is computed here rather than with zlib's crc32: the package links libpng only
// (pkg-config gives -lpng16), and calling zlib directly would need -lz on every link line.
// Slicing-by-8 keeps it within a small factor of zlib's speed.
static uint32_t clibpng_crc_tables[8][256];
static pthread_once_t clibpng_crc_once = PTHREAD_ONCE_INIT;

static void clibpng_build_crc_tables(void) {
    for (uint32_t n = 0; n < 256; n++) {
        uint32_t c = n;
        for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        clibpng_crc_tables[0][n] = c;
    }
    for (uint32_t n = 0; n < 256; n++) {
        for (int t = 1; t < 8; t++) {
            uint32_t previous = clibpng_crc_tables[t - 1][n];
            clibpng_crc_tables[t][n] = (previous >> 8) ^ clibpng_crc_tables[0][previous & 0xff];
        }
    }
}

static uint32_t clibpng_load32le(const uint8_t *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

uint32_t clibpng_crc32(uint32_t crc, const uint8_t *bytes, size_t length) {
    pthread_once(&clibpng_crc_once, clibpng_build_crc_tables);
    uint32_t (*t)[256] = clibpng_crc_tables;
    uint32_t c = ~crc;
    while (length >= 8) {
        uint32_t low = c ^ clibpng_load32le(bytes);
        uint32_t high = clibpng_load32le(bytes + 4);
        c = t[7][low & 0xff] ^ t[6][(low >> 8) & 0xff] ^ t[5][(low >> 16) & 0xff] ^ t[4][low >> 24] ^
            t[3][high & 0xff] ^ t[2][(high >> 8) & 0xff] ^ t[1][(high >> 16) & 0xff] ^ t[0][high >> 24];
        bytes += 8;
        length -= 8;
    }
    while (length-- > 0) c = t[0][(c ^ *bytes++) & 0xff] ^ (c >> 8);
    return ~c;
}

void clibpng_copy_message(char *destination, size_t capacity, const char *message) {
    if (capacity == 0) return;
    if (message == NULL) message = "";
    size_t length = strlen(message);
    if (length >= capacity) length = capacity - 1;
    memcpy(destination, message, length);
    destination[length] = '\0';
}

clibpng_status clibpng_out_of_memory(clibpng_failure *failure) {
    clibpng_copy_message(failure->message, sizeof failure->message, "out of memory");
    return CLIBPNG_FAILED_SETUP;
}

void clibpng_on_error(png_structp png, png_const_charp message) {
    clibpng_session *session = (clibpng_session *)png_get_error_ptr(png);
    clibpng_copy_message(session->failure->message, sizeof session->failure->message, message);
    png_longjmp(png, 1);
}

/// libpng's benign complaints about the end of the image data that leave every pixel
/// read and checked: bytes after the zlib stream, more data than the rows need, more IDAT
/// chunks after the stream ended.
static int clibpng_is_trailing_image_data(const char *message) {
    return strstr(message, "Extra compressed data") != NULL ||
           strstr(message, "Too much image data") != NULL ||
           strstr(message, "Too many IDATs found") != NULL;
}

void clibpng_on_warning(png_structp png, png_const_charp message) {
    clibpng_session *session = (clibpng_session *)png_get_error_ptr(png);
    if (message == NULL) message = "";
    clibpng_copy_message(session->last_warning, sizeof session->last_warning, message);
    png_uint_32 chunk = png_get_io_chunk_type(png);
    if (session->watch_image_data && session->image_data_warning[0] == '\0' &&
        chunk == 0x49444154u /* IDAT */ && !clibpng_is_trailing_image_data(message)) {
        clibpng_copy_message(session->image_data_warning, sizeof session->image_data_warning,
                             message);
    }
    clibpng_warnings *warnings = session->warnings;
    if (warnings == NULL) return;
    if (warnings->count < sizeof warnings->items / sizeof warnings->items[0]) {
        clibpng_warning *item = &warnings->items[warnings->count++];
        item->chunk = chunk;
        clibpng_copy_message(item->message, sizeof item->message, message);
    }
    warnings->total++;
}

void clibpng_metadata_release(clibpng_metadata *metadata) {
    if (metadata == NULL) return;
    free(metadata->icc_profile);
    metadata->icc_profile = NULL;
    metadata->icc_profile_length = 0;
    for (uint32_t i = 0; metadata->chunks != NULL && i < metadata->chunk_count; i++) {
        free(metadata->chunks[i].data);
    }
    free(metadata->chunks);
    metadata->chunks = NULL;
    metadata->chunk_count = 0;
}

void clibpng_output_release(clibpng_output *output) {
    if (output == NULL) return;
    free(output->bytes);
    output->bytes = NULL;
    output->length = 0;
    output->capacity = 0;
}
