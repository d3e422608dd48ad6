#include "clibpng_internal.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// Encoding a whole image in one call, for the same reason as decoding: libpng's longjmp
// must land here, and every libpng structure must be destroyed on every path.

static void clibpng_write_output(png_structp png, png_bytep data, size_t count) {
    clibpng_output *output = (clibpng_output *)png_get_io_ptr(png);
    if (count > output->capacity - output->length) {
        size_t capacity = output->capacity > 0 ? output->capacity : 4096;
        while (count > capacity - output->length) {
            if (capacity > SIZE_MAX / 2) png_error(png, "encoded image is too large");
            capacity *= 2;
        }
        uint8_t *grown = realloc(output->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory growing the encoded image");
        output->bytes = grown;
        output->capacity = capacity;
    }
    memcpy(output->bytes + output->length, data, count);
    output->length += count;
}

static void clibpng_flush_output(png_structp png) { (void)png; }

static int clibpng_libpng_filters(int32_t filters) {
    int mask = 0;
    if (filters & CLIBPNG_FILTER_NONE) mask |= PNG_FILTER_NONE;
    if (filters & CLIBPNG_FILTER_SUB) mask |= PNG_FILTER_SUB;
    if (filters & CLIBPNG_FILTER_UP) mask |= PNG_FILTER_UP;
    if (filters & CLIBPNG_FILTER_AVERAGE) mask |= PNG_FILTER_AVG;
    if (filters & CLIBPNG_FILTER_PAETH) mask |= PNG_FILTER_PAETH;
    return mask;
}

static int clibpng_zlib_strategy(clibpng_strategy strategy) {
    switch (strategy) {
    case CLIBPNG_STRATEGY_FILTERED: return Z_FILTERED;
    case CLIBPNG_STRATEGY_HUFFMAN_ONLY: return Z_HUFFMAN_ONLY;
    case CLIBPNG_STRATEGY_RLE: return Z_RLE;
    case CLIBPNG_STRATEGY_FIXED: return Z_FIXED;
    default: return Z_DEFAULT_STRATEGY;
    }
}

/// libpng turns some rejected metadata into warnings and silently drops the chunk; a slice
/// that loses its colour profile must fail loudly instead.
static void clibpng_require(png_structp png, png_infop info, png_uint_32 flag, const char *chunk,
                            clibpng_session *session) {
    if (png_get_valid(png, info, flag) != 0) return;
    char message[320];
    snprintf(message, sizeof message, "%s: libpng refused the chunk (%s)", chunk,
             session->last_warning[0] != '\0' ? session->last_warning : "no reason given");
    png_error(png, message);
}

/// Whether a gray or RGB tRNS value fits the bit depth. libpng's reader keeps one that does
/// not (it warns, and matches samples against the value masked to the depth), its writer
/// silently leaves it out.
static int clibpng_transparency_fits(const clibpng_metadata *m, int color_type, int depth) {
    if (depth >= 16) return 1;
    unsigned maximum = (1u << depth) - 1;
    if (color_type == PNG_COLOR_TYPE_GRAY) return m->transparent_gray <= maximum;
    return m->transparent_red <= maximum && m->transparent_green <= maximum &&
           m->transparent_blue <= maximum;
}

static void clibpng_store16(uint8_t *bytes, uint16_t value) {
    bytes[0] = (uint8_t)(value >> 8);
    bytes[1] = (uint8_t)value;
}

static png_byte clibpng_libpng_location(clibpng_location location) {
    switch (location) {
    case CLIBPNG_LOCATION_BEFORE_PALETTE: return PNG_HAVE_IHDR;
    case CLIBPNG_LOCATION_AFTER_IMAGE_DATA: return PNG_AFTER_IDAT;
    default: return PNG_HAVE_PLTE;
    }
}

/// Hands libpng the chunks carried byte for byte, plus `extra` (may be NULL). libpng copies
/// them, so the array lives only for this call.
static void clibpng_set_carried_chunks(png_structp png, png_infop info, const clibpng_metadata *m,
                                       const png_unknown_chunk *extra) {
    size_t count = (size_t)m->chunk_count + (extra != NULL ? 1 : 0);
    if (count == 0) return;
    png_unknown_chunk *chunks = calloc(count, sizeof *chunks);
    if (chunks == NULL) png_error(png, "out of memory setting ancillary chunks");
    for (uint32_t i = 0; i < m->chunk_count; i++) {
        memcpy(chunks[i].name, m->chunks[i].name, 4);
        chunks[i].data = m->chunks[i].data;
        chunks[i].size = m->chunks[i].length;
        chunks[i].location = clibpng_libpng_location(m->chunks[i].location);
    }
    if (extra != NULL) chunks[count - 1] = *extra;
    // Without an explicit "always", libpng writes only the safe-to-copy ones.
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_ALWAYS, NULL, 0);
    png_set_unknown_chunks(png, info, chunks, (int)count);
    free(chunks);
}

static void clibpng_set_metadata(png_structp png, png_infop info, const clibpng_metadata *m,
                                 const clibpng_header *header, clibpng_session *session) {
    int color_type = header->color_type;
    uint8_t transparency_bytes[6];
    png_unknown_chunk raw_transparency = {.name = "tRNS", .data = transparency_bytes};
    int has_raw_transparency = 0;
    if (m->palette_count > 0) {
        png_color palette[256];
        for (uint32_t i = 0; i < m->palette_count && i < 256; i++) {
            palette[i].red = m->palette[3 * i];
            palette[i].green = m->palette[3 * i + 1];
            palette[i].blue = m->palette[3 * i + 2];
        }
        png_set_PLTE(png, info, palette, (int)m->palette_count);
        clibpng_require(png, info, PNG_INFO_PLTE, "PLTE", session);
    }
    if (color_type == PNG_COLOR_TYPE_PALETTE && m->palette_alpha_count > 0) {
        png_set_tRNS(png, info, m->palette_alpha, (int)m->palette_alpha_count, NULL);
        clibpng_require(png, info, PNG_INFO_tRNS, "tRNS", session);
    } else if (color_type != PNG_COLOR_TYPE_PALETTE && m->has_transparent_color &&
               !clibpng_transparency_fits(m, color_type, header->bit_depth)) {
        // Written with its exact bytes, so every decoder reads the wedge as it read the sheet.
        if (color_type == PNG_COLOR_TYPE_GRAY) {
            clibpng_store16(transparency_bytes, m->transparent_gray);
            raw_transparency.size = 2;
        } else {
            clibpng_store16(transparency_bytes, m->transparent_red);
            clibpng_store16(transparency_bytes + 2, m->transparent_green);
            clibpng_store16(transparency_bytes + 4, m->transparent_blue);
            raw_transparency.size = 6;
        }
        raw_transparency.location = PNG_HAVE_PLTE;
        has_raw_transparency = 1;
    } else if (color_type != PNG_COLOR_TYPE_PALETTE && m->has_transparent_color) {
        png_color_16 color = {0};
        color.gray = m->transparent_gray;
        color.red = m->transparent_red;
        color.green = m->transparent_green;
        color.blue = m->transparent_blue;
        png_set_tRNS(png, info, NULL, 0, &color);
        clibpng_require(png, info, PNG_INFO_tRNS, "tRNS", session);
    }
    if (m->has_gamma) {
        png_set_gAMA_fixed(png, info, (png_fixed_point)m->gamma);
        clibpng_require(png, info, PNG_INFO_gAMA, "gAMA", session);
    }
    if (m->has_chromaticities) {
        const uint32_t *c = m->chromaticities;
        png_set_cHRM_fixed(png, info, (png_fixed_point)c[0], (png_fixed_point)c[1],
                           (png_fixed_point)c[2], (png_fixed_point)c[3], (png_fixed_point)c[4],
                           (png_fixed_point)c[5], (png_fixed_point)c[6], (png_fixed_point)c[7]);
        clibpng_require(png, info, PNG_INFO_cHRM, "cHRM", session);
    }
    // libpng writes only the iCCP of the two, but png_set_sRGB first would make it also write
    // gAMA and cHRM from sRGB's values: chunks the metadata does not hold.
    if (m->has_srgb && !m->has_icc_profile) {
        png_set_sRGB(png, info, m->srgb_intent);
        clibpng_require(png, info, PNG_INFO_sRGB, "sRGB", session);
    }
    if (m->has_icc_profile) {
        png_set_iCCP(png, info, m->icc_name, PNG_COMPRESSION_TYPE_BASE, m->icc_profile,
                     m->icc_profile_length);
        clibpng_require(png, info, PNG_INFO_iCCP, "iCCP", session);
    }
    if (m->has_significant_bits) {
        png_color_8 bits = {
            .red = m->significant_bits[0],
            .green = m->significant_bits[1],
            .blue = m->significant_bits[2],
            .gray = m->significant_bits[3],
            .alpha = m->significant_bits[4],
        };
        png_set_sBIT(png, info, &bits);
        clibpng_require(png, info, PNG_INFO_sBIT, "sBIT", session);
    }
    if (m->has_physical_dimensions) {
        png_set_pHYs(png, info, m->pixels_per_unit_x, m->pixels_per_unit_y, m->physical_unit);
        clibpng_require(png, info, PNG_INFO_pHYs, "pHYs", session);
    }
    clibpng_set_carried_chunks(png, info, m, has_raw_transparency ? &raw_transparency : NULL);
}

clibpng_status clibpng_encode(const clibpng_header *header, const uint8_t *pixels,
                              size_t row_stride, const clibpng_metadata *metadata,
                              const clibpng_encode_options *options, clibpng_output *output,
                              clibpng_failure *failure) {
    clibpng_session session = {.failure = failure};
    failure->message[0] = '\0';
    output->bytes = NULL;
    output->length = 0;
    output->capacity = 0;

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &session, clibpng_on_error,
                                              clibpng_on_warning);
    if (png == NULL) {
        return clibpng_out_of_memory(failure);
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        return clibpng_out_of_memory(failure);
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        clibpng_output_release(output);
        return CLIBPNG_FAILED_WRITE;
    }

    png_set_write_fn(png, output, clibpng_write_output, clibpng_flush_output);
    png_set_compression_level(png, options->level);
    png_set_compression_strategy(png, clibpng_zlib_strategy(options->strategy));
    png_set_filter(png, PNG_FILTER_TYPE_BASE, clibpng_libpng_filters(options->filters));
    // Fewer, larger IDAT chunks: fewer write callbacks and less chunk overhead.
    png_set_compression_buffer_size(png, 1u << 17);
    // What the reader accepted, the writer writes: the profile keeps its exact bytes even
    // when libpng knows it as a flawed sRGB profile, and palette indices are copied as
    // they are (libpng's reader shows one past the palette opaque black).
    png_set_option(png, PNG_SKIP_sRGB_CHECK_PROFILE, PNG_OPTION_ON);
    png_set_check_for_invalid_index(png, 0);

    png_set_IHDR(png, info, header->width, header->height, header->bit_depth,
                 header->color_type, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE,
                 PNG_FILTER_TYPE_BASE);
    if (metadata != NULL) clibpng_set_metadata(png, info, metadata, header, &session);
    png_write_info(png, info);
    if (options->strip_filler) png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (uint32_t y = 0; y < header->height; y++) {
        png_write_row(png, pixels + (size_t)y * row_stride);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return CLIBPNG_OK;
}
