#include "clibpng_internal.h"
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif


// zlib's crc32 (zlib is linked with libpng, and its CRC is table- or carry-less-multiply
// driven): the one CRC implementation in the product.
uint32_t clibpng_crc32(uint32_t crc, const uint8_t *bytes, size_t length) {
    while (length > 0) {
        uInt chunk = length > 0x40000000u ? 0x40000000u : (uInt)length;
        crc = (uint32_t)crc32((uLong)crc, bytes, chunk);
        bytes += chunk;
        length -= chunk;
    }
    return crc;
}

void clibpng_keep_freed_memory(void) {
#ifdef __GLIBC__
    // Fixed thresholds also turn off glibc's own adjustment of them. 16 MB: far above one
    // encoder's state, so a sheet's pixels of more than that still get pages of their own.
    mallopt(M_TRIM_THRESHOLD, 16 << 20);
    mallopt(M_MMAP_THRESHOLD, 16 << 20);
#endif
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

void clibpng_read_source(png_structp png, png_bytep destination, size_t count) {
    clibpng_source *source = (clibpng_source *)png_get_io_ptr(png);
    if (count > source->length - source->position) {
        png_error(png, "the file ends before libpng finished reading it");
    }
    memcpy(destination, source->bytes + source->position, count);
    source->position += count;
}

void clibpng_on_error(png_structp png, png_const_charp message) {
    clibpng_session *session = (clibpng_session *)png_get_error_ptr(png);
    clibpng_copy_message(session->failure->message, sizeof session->failure->message, message);
    png_longjmp(png, 1);
}

int clibpng_is_trailing_image_data(const char *message) {
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
