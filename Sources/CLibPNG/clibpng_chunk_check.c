#include "clibpng_internal.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// libpng's verdict on one chunk that the decoder keeps unparsed (text, time, Exif, sCAL, pCAL,
// sPLT):
// the chunk is put after a 1 × 1 IHDR in a PNG of its own, which libpng reads up to the image data with its
// own handlers. What libpng keeps there it would keep in the sheet: these chunks' rules do not
// depend on the image or on where the chunk stands.

static void clibpng_put_u32(uint8_t *to, uint32_t value) {
    to[0] = (uint8_t)(value >> 24);
    to[1] = (uint8_t)(value >> 16);
    to[2] = (uint8_t)(value >> 8);
    to[3] = (uint8_t)value;
}

/// Writes one chunk (length, type, data, CRC) at `to`; returns the bytes written.
static size_t clibpng_put_chunk(uint8_t *to, const char type[4], const uint8_t *data, size_t length) {
    clibpng_put_u32(to, (uint32_t)length);
    memcpy(to + 4, type, 4);
    if (length > 0) memcpy(to + 8, data, length);
    uLong crc = crc32(0L, to + 4, (uInt)(length + 4));
    clibpng_put_u32(to + 8 + length, (uint32_t)crc);
    return length + 12;
}

/// Whether libpng holds the chunk after reading it: one text, a time, an Exif block, a pixel's
/// physical size (sCAL), a calibration of the samples (pCAL) or a suggested palette (sPLT).
static int clibpng_holds(png_structp png, png_infop info, const char type[4]) {
    if (memcmp(type, "sPLT", 4) == 0) {
        png_sPLT_tp palettes = NULL;
        return png_get_sPLT(png, info, &palettes) > 0;
    }
    if (memcmp(type, "sCAL", 4) == 0) {
        int unit = 0;
        png_charp width = NULL;
        png_charp height = NULL;
        return png_get_sCAL_s(png, info, &unit, &width, &height) != 0;
    }
    if (memcmp(type, "pCAL", 4) == 0) {
        png_charp purpose = NULL;
        png_int_32 x0 = 0;
        png_int_32 x1 = 0;
        int equation = 0;
        int count = 0;
        png_charp units = NULL;
        png_charpp parameters = NULL;
        return png_get_pCAL(png, info, &purpose, &x0, &x1, &equation, &count, &units, &parameters) != 0;
    }
    if (memcmp(type, "tIME", 4) == 0) {
        png_timep time = NULL;
        return png_get_tIME(png, info, &time) != 0;
    }
    if (memcmp(type, "eXIf", 4) == 0) {
        png_uint_32 count = 0;
        png_bytep exif = NULL;
        return png_get_eXIf_1(png, info, &count, &exif) != 0;
    }
    return png_get_text(png, info, NULL, NULL) == 1;
}

int clibpng_keeps_chunk(const char type[4], const uint8_t *data, size_t length,
                        size_t max_chunk_bytes, clibpng_failure *reason) {
    reason->message[0] = '\0';
    if (length > 0x7fffffffu) {
        clibpng_copy_message(reason->message, sizeof reason->message, "chunk data is too large");
        return 0;
    }
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    // 1 × 1, 8-bit grey, no interlace.
    static const uint8_t header[13] = {0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0};
    size_t total = 8 + (13 + 12) + (length + 12) + 8;
    uint8_t *file = malloc(total);
    if (file == NULL) {
        clibpng_copy_message(reason->message, sizeof reason->message, "out of memory");
        return 0;
    }
    size_t at = 0;
    memcpy(file, signature, 8);
    at += 8;
    at += clibpng_put_chunk(file + at, "IHDR", header, 13);
    at += clibpng_put_chunk(file + at, type, data, length);
    // The header of the image data: reading the information stops there.
    clibpng_put_u32(file + at, 0);
    memcpy(file + at + 4, "IDAT", 4);

    clibpng_warnings warnings;
    memset(&warnings, 0, sizeof warnings);
    clibpng_session session = {.failure = reason, .warnings = &warnings};
    clibpng_source source = {.bytes = file, .length = total, .position = 0};
    png_structp png =
        png_create_read_struct(PNG_LIBPNG_VER_STRING, &session, clibpng_on_error, clibpng_on_warning);
    png_infop info = png == NULL ? NULL : png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        free(file);
        clibpng_copy_message(reason->message, sizeof reason->message, "out of memory");
        return 0;
    }
    // Written after setjmp and read after a longjmp, hence volatile.
    volatile int keeps = 0;
    if (setjmp(png_jmpbuf(png)) == 0) {
        png_set_read_fn(png, &source, clibpng_read_source);
        // The decoder's limit on what one chunk may hold, compressed text expanded included.
        png_set_chunk_malloc_max(png, max_chunk_bytes);
        png_read_info(png, info);
        keeps = clibpng_holds(png, info, type);
        if (!keeps) {
            const char *said = warnings.count > 0 ? warnings.items[0].message : "no reason given";
            clibpng_copy_message(reason->message, sizeof reason->message, said);
        }
    }
    png_destroy_read_struct(&png, &info, NULL);
    free(file);
    return keeps;
}

int clibpng_inflates_past(const uint8_t *data, size_t length, size_t limit) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) return -1;
    uint8_t window[65536];
    size_t total = 0;
    size_t offered = 0;
    int result = -1;
    for (;;) {
        // zlib counts input in 32 bits: a larger chunk is offered in parts.
        if (stream.avail_in == 0 && offered < length) {
            size_t part = length - offered < 0x40000000u ? length - offered : 0x40000000u;
            stream.next_in = (Bytef *)(data + offered);
            stream.avail_in = (uInt)part;
            offered += part;
        }
        stream.next_out = window;
        stream.avail_out = sizeof window;
        int status = inflate(&stream, Z_NO_FLUSH);
        total += sizeof window - stream.avail_out;
        if (total > limit) {
            result = 1;
            break;
        }
        if (status == Z_STREAM_END) {
            result = 0;
            break;
        }
        // Out of input (Z_BUF_ERROR, or no progress) before the end: cut short; else damaged.
        if (status != Z_OK || (stream.avail_in == 0 && offered == length && stream.avail_out != 0)) break;
    }
    inflateEnd(&stream);
    return result;
}
