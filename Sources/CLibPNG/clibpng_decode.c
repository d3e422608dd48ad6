#include "clibpng_internal.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Decoding a whole file in one call, so libpng's longjmp lands in this function's setjmp
// and every libpng structure is destroyed on the error path as well as on success.

/// Known ancillary chunks that slicing carries byte for byte (or drops, saying why) rather
/// than parses: libpng keeps them as "unknown" chunks with their exact bytes and location,
/// after checking their CRC, instead of parsing and decompressing them.
static const png_byte clibpng_carried_chunks[] = {
    'b', 'K', 'G', 'D', '\0', 'e', 'X', 'I', 'f', '\0', 'h', 'I', 'S', 'T', '\0',
    'i', 'T', 'X', 't', '\0', 'o', 'F', 'F', 's', '\0', 'p', 'C', 'A', 'L', '\0',
    's', 'C', 'A', 'L', '\0', 's', 'P', 'L', 'T', '\0', 's', 'T', 'E', 'R', '\0',
    't', 'E', 'X', 't', '\0', 't', 'I', 'M', 'E', '\0', 'z', 'T', 'X', 't', '\0',
};

/// The largest palette index in `height` rows of `width` pixels of `depth` bits.
static int32_t clibpng_largest_index(const uint8_t *pixels, size_t row_stride, uint32_t width,
                                     uint32_t height, int depth) {
    int32_t largest = -1;
    unsigned mask = (1u << depth) - 1;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = pixels + (size_t)y * row_stride;
        if (depth == 8) {
            for (uint32_t x = 0; x < width; x++) {
                if (row[x] > largest) largest = row[x];
            }
            continue;
        }
        for (uint32_t x = 0; x < width; x++) {
            size_t bit = (size_t)x * (size_t)depth;
            int32_t index = (int32_t)((row[bit / 8] >> (8 - depth - bit % 8)) & mask);
            if (index > largest) largest = index;
        }
    }
    return largest;
}

/// Appends the unknown chunks libpng kept in `info` to `out->chunks`, copying their bytes.
static void clibpng_copy_chunks(png_structp png, png_infop info, clibpng_metadata *out) {
    png_unknown_chunkp entries = NULL;
    int count = png_get_unknown_chunks(png, info, &entries);
    if (count <= 0 || entries == NULL) return;
    size_t total = (size_t)out->chunk_count + (size_t)count;
    clibpng_chunk *grown = realloc(out->chunks, total * sizeof *grown);
    if (grown == NULL) png_error(png, "out of memory copying ancillary chunks");
    out->chunks = grown;
    for (int i = 0; i < count; i++) {
        clibpng_chunk *chunk = &out->chunks[out->chunk_count];
        memset(chunk, 0, sizeof *chunk);
        memcpy(chunk->name, entries[i].name, 4);
        chunk->name[4] = '\0';
        int location = entries[i].location;
        chunk->location = (location & PNG_AFTER_IDAT)   ? CLIBPNG_LOCATION_AFTER_IMAGE_DATA
                          : (location & PNG_HAVE_PLTE) ? CLIBPNG_LOCATION_BEFORE_IMAGE_DATA
                                                       : CLIBPNG_LOCATION_BEFORE_PALETTE;
        chunk->data = malloc(entries[i].size > 0 ? entries[i].size : 1);
        if (chunk->data == NULL) png_error(png, "out of memory copying ancillary chunks");
        if (entries[i].size > 0) memcpy(chunk->data, entries[i].data, entries[i].size);
        chunk->length = entries[i].size;
        out->chunk_count++;
    }
}

/// CgBI pixels are premultiplied; PNG's are straight: c = round(c' * 255 / a), clamped.
static void clibpng_unpremultiply_rgba8(uint8_t *row, uint32_t width) {
    for (uint32_t x = 0; x < width; x++, row += 4) {
        unsigned alpha = row[3];
        if (alpha == 255) continue;
        if (alpha == 0) {
            row[0] = row[1] = row[2] = 0;
            continue;
        }
        for (int channel = 0; channel < 3; channel++) {
            unsigned value = (row[channel] * 255u + alpha / 2) / alpha;
            row[channel] = (uint8_t)(value > 255 ? 255 : value);
        }
    }
}

/// Whether libpng will use the file's tRNS. A tRNS before PLTE is cancelled by libpng (its
/// count set to 0) while the chunk stays marked valid; asking for alpha from it then adds no
/// channel, and the RGBA rows came out 3 bytes a pixel (found by fuzz-decode).
static int clibpng_has_transparency(png_structp png, png_infop info) {
    int count = 0;
    return png_get_tRNS(png, info, NULL, &count, NULL) != 0 && count > 0;
}

/// Sets the transformations that turn any PNG into 8-bit RGBA with straight alpha:
/// no gamma correction, 16-bit samples rounded (scale), not truncated (strip).
static void clibpng_request_rgba8(png_structp png, png_infop info, int color_type, int depth) {
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if ((color_type & PNG_COLOR_MASK_COLOR) == 0 && depth < 8) {
        png_set_expand_gray_1_2_4_to_8(png);
    }
    int has_transparency = clibpng_has_transparency(png, info);
    if (has_transparency) png_set_tRNS_to_alpha(png);
    if (depth == 16) png_set_scale_16(png);
    if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_transparency) {
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    }
}

/// Copies the tRNS libpng accepted. Called before png_read_update_info: turning tRNS into
/// alpha (RGBA output) empties it there, and the transparency it gave would then be reported
/// as a chunk libpng ignored.
static void clibpng_copy_transparency(png_structp png, png_infop info, clibpng_metadata *out) {
    png_bytep alpha;
    int alpha_count;
    png_color_16p color;
    if (png_get_tRNS(png, info, &alpha, &alpha_count, &color) != 0 && alpha_count > 0) {
        if (png_get_color_type(png, info) == PNG_COLOR_TYPE_PALETTE) {
            out->palette_alpha_count = (uint32_t)alpha_count;
            memcpy(out->palette_alpha, alpha, (size_t)alpha_count);
        } else if (color != NULL) {
            out->has_transparent_color = 1;
            out->transparent_gray = color->gray;
            out->transparent_red = color->red;
            out->transparent_green = color->green;
            out->transparent_blue = color->blue;
        }
    }
}

static void clibpng_copy_metadata(png_structp png, png_infop info, clibpng_metadata *out) {
    png_colorp palette;
    int palette_count;
    if (png_get_PLTE(png, info, &palette, &palette_count) != 0) {
        out->palette_count = (uint32_t)palette_count;
        for (int i = 0; i < palette_count && i < 256; i++) {
            out->palette[3 * i] = palette[i].red;
            out->palette[3 * i + 1] = palette[i].green;
            out->palette[3 * i + 2] = palette[i].blue;
        }
    }
    png_fixed_point gamma;
    if (png_get_gAMA_fixed(png, info, &gamma) != 0) {
        out->has_gamma = 1;
        out->gamma = (uint32_t)gamma;
    }
    png_fixed_point c[8];
    if (png_get_cHRM_fixed(png, info, &c[0], &c[1], &c[2], &c[3], &c[4], &c[5], &c[6], &c[7])) {
        out->has_chromaticities = 1;
        for (int i = 0; i < 8; i++) out->chromaticities[i] = (uint32_t)c[i];
    }
    int intent;
    if (png_get_sRGB(png, info, &intent) != 0) {
        out->has_srgb = 1;
        out->srgb_intent = intent;
    }
    png_charp icc_name;
    int compression;
    png_bytep profile;
    png_uint_32 profile_length;
    if (png_get_iCCP(png, info, &icc_name, &compression, &profile, &profile_length) != 0) {
        out->icc_profile = malloc(profile_length > 0 ? profile_length : 1);
        if (out->icc_profile == NULL) png_error(png, "out of memory copying the ICC profile");
        memcpy(out->icc_profile, profile, profile_length);
        out->icc_profile_length = profile_length;
        out->has_icc_profile = 1;
        clibpng_copy_message(out->icc_name, sizeof out->icc_name, icc_name);
    }
    png_color_8p bits;
    if (png_get_sBIT(png, info, &bits) != 0) {
        out->has_significant_bits = 1;
        out->significant_bits[0] = bits->red;
        out->significant_bits[1] = bits->green;
        out->significant_bits[2] = bits->blue;
        out->significant_bits[3] = bits->gray;
        out->significant_bits[4] = bits->alpha;
    }
    png_uint_32 x, y;
    int unit;
    if (png_get_pHYs(png, info, &x, &y, &unit) != 0) {
        out->has_physical_dimensions = 1;
        out->pixels_per_unit_x = x;
        out->pixels_per_unit_y = y;
        out->physical_unit = unit;
    }
}

clibpng_status clibpng_decode(const uint8_t *bytes, size_t length,
                              const clibpng_decode_options *options, uint8_t *pixels,
                              size_t row_stride, size_t pixels_length, clibpng_header *header,
                              clibpng_metadata *metadata, clibpng_warnings *warnings,
                              clibpng_failure *failure) {
    clibpng_session session = {.failure = failure, .warnings = warnings};
    clibpng_source source = {.bytes = bytes, .length = length, .position = 0};
    // Written after setjmp and read after a longjmp, hence volatile.
    volatile clibpng_status stage = CLIBPNG_FAILED_SETUP;
    failure->message[0] = '\0';
    if (metadata != NULL) {
        memset(metadata, 0, sizeof *metadata);
        metadata->largest_palette_index = -1;
    }
    if (warnings != NULL) memset(warnings, 0, sizeof *warnings);

    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &session, clibpng_on_error,
                                             clibpng_on_warning);
    if (png == NULL) {
        return clibpng_out_of_memory(failure);
    }
    png_infop info = png_create_info_struct(png);
    png_infop end_info = png_create_info_struct(png);
    if (info == NULL || end_info == NULL) {
        png_destroy_read_struct(&png, &info, &end_info);
        return clibpng_out_of_memory(failure);
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, &end_info);
        if (metadata != NULL) clibpng_metadata_release(metadata);
        return stage;
    }

    png_set_read_fn(png, &source, clibpng_read_source);
    png_set_user_limits(png, options->max_width, options->max_height);
    png_set_chunk_malloc_max(png, options->max_chunk_bytes);
    png_set_chunk_cache_max(png, options->max_ancillary_chunks);
    // Unknown chunks (critical ones never get here: the Swift side refuses them) and the
    // known ones slicing does not parse are kept with their bytes.
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_ALWAYS, NULL, 0);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_ALWAYS, clibpng_carried_chunks,
                                (int)(sizeof clibpng_carried_chunks / 5));
    // libpng's read side only warns about a profile it knows to be a flawed sRGB profile
    // (Photoshop's "sRGB IEC61966-2.1" among them) and keeps it; the write side refuses it.
    // The profile is carried as it is, so the comparison is skipped on both sides.
    png_set_option(png, PNG_SKIP_sRGB_CHECK_PROFILE, PNG_OPTION_ON);
    if (options->critical_crcs_verified) {
        png_set_crc_action(png, PNG_CRC_QUIET_USE, PNG_CRC_DEFAULT);
    }
    if (options->cgbi) png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
    // An index past the palette is shown opaque black by libpng and browsers; slicing
    // copies indices as they are. libpng 1.6.39's own check misses an index equal to the
    // palette's size, so the rows are scanned below instead.
    png_set_check_for_invalid_index(png, 0);

    stage = CLIBPNG_FAILED_INFO;
    png_read_info(png, info);
    png_uint_32 width, height;
    int depth, color_type, interlace;
    png_get_IHDR(png, info, &width, &height, &depth, &color_type, &interlace, NULL, NULL);
    header->width = width;
    header->height = height;
    header->bit_depth = depth;
    header->color_type = color_type;
    header->interlace = interlace;

    if (metadata != NULL) clibpng_copy_transparency(png, info, metadata);
    if (options->output == CLIBPNG_OUTPUT_RGBA8) {
        clibpng_request_rgba8(png, info, color_type, depth);
    }
    if (options->cgbi) png_set_bgr(png);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);

    stage = CLIBPNG_FAILED_MISMATCH;
    size_t row_length = png_get_rowbytes(png, info);
    if (row_length != row_stride || (size_t)height > pixels_length / row_stride) {
        png_error(png, "the output buffer does not match the image libpng reads");
    }

    stage = CLIBPNG_FAILED_ROWS;
    session.watch_image_data = 1;
    // libpng merges each row into the bytes already there: interlaced passes into earlier
    // passes' pixels, and sub-byte rows keep the padding bits of their last byte. Start from
    // zeros so those bytes are defined and padding always decodes as 0.
    int pixel_bits = png_get_bit_depth(png, info) * png_get_channels(png, info);
    if (passes > 1 || pixel_bits < 8) memset(pixels, 0, row_stride * height);
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) {
            png_read_row(png, pixels + (size_t)y * row_stride, NULL);
        }
    }
    // Only CgBI's RGBA is premultiplied; its RGB turned RGBA here has alpha 255 throughout.
    if (options->cgbi && color_type == PNG_COLOR_TYPE_RGB_ALPHA && depth == 8) {
        for (png_uint_32 y = 0; y < height; y++) {
            clibpng_unpremultiply_rgba8(pixels + (size_t)y * row_stride, width);
        }
    }

    if (metadata != NULL && options->output == CLIBPNG_OUTPUT_NATIVE &&
        color_type == PNG_COLOR_TYPE_PALETTE) {
        metadata->largest_palette_index =
            clibpng_largest_index(pixels, row_stride, width, height, depth);
    }

    stage = CLIBPNG_FAILED_END;
    png_read_end(png, end_info);
    if (session.image_data_warning[0] != '\0') {
        char message[300];
        const char *prefix = strncmp(session.image_data_warning, "IDAT", 4) == 0 ? "" : "IDAT: ";
        snprintf(message, sizeof message, "%s%s", prefix, session.image_data_warning);
        png_error(png, message);
    }
    if (metadata != NULL) {
        clibpng_copy_metadata(png, info, metadata);
        clibpng_copy_chunks(png, info, metadata);
        clibpng_copy_chunks(png, end_info, metadata);
    }
    png_destroy_read_struct(&png, &info, &end_info);
    return CLIBPNG_OK;
}
