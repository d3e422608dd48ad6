// The peer for `luckywheel slice`: the same work written directly against libpng, to measure
// the Swift code against. Reads the sheet files into memory once, then, repeatedly and timed:
// decodes the sheets from memory, cuts each into N wedges and encodes every wedge to memory.
//
//   slice [--segments N] [--level L] [--filters none|sub|up|avg|paeth|all]
//         [--strategy default|filtered|rle|huffman|fixed] [--or-rle] [--simplified-fast] [--encode-only]
//         [--repeat R] [--out DIR] SHEET [PRESSED]
//
// The default path uses libpng's full API with the given settings and a 128 KiB compression
// buffer, as WheelPNG's encoder does: rows are read in the file's own format and each wedge is
// written straight from the sheet's rows. --simplified-fast instead uses the simplified API
// (png_image_*) with PNG_IMAGE_FLAG_FAST, as a quick libpng program would. Wedge widths
// follow the same rule as WheelSlice (borders round(i * W / N) in points, halves up), with
// the scale taken from the sheet's @Nx suffix. Only byte-aligned formats (8 and 16 bits per
// sample) are supported: enough for the benchmark's RGBA sheets.
//
// --or-rle also encodes each wedge with all filters and zlib's RLE strategy and keeps the
// smaller of the two, as `luckywheel slice --compression small` does for 8-bit RGB(A).
//
// --encode-only decodes the files once, untimed, and times only the encoding: with
// --segments 1 and --level 1 --filters all it is the peer for encoding a rendered frame
// (`encode-fast`), libpng at zlib level 1 with its default filters for RGBA.
//
// Prints one line: "<median ms> <min ms> <bytes>" for one repetition (all sheets).

#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    uint8_t *bytes;
    size_t length;
    size_t capacity;
} buffer;

typedef struct {
    const uint8_t *bytes;
    size_t length;
    size_t offset;
} source;

typedef struct {
    int segments;
    int level;
    int filters;
    int strategy;
    int simplified_fast;
    int encode_only;
    int repeat;
    const char *out;
    int or_rle;
} settings;

static void fail(const char *message) {
    fprintf(stderr, "slice: %s\n", message);
    exit(1);
}

static buffer read_file(const char *path) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) fail("cannot open a sheet");
    buffer result = {0};
    uint8_t piece[65536];
    size_t got;
    while ((got = fread(piece, 1, sizeof piece, file)) > 0) {
        if (result.length + got > result.capacity) {
            result.capacity = (result.length + got) * 2;
            result.bytes = realloc(result.bytes, result.capacity);
            if (result.bytes == NULL) fail("out of memory");
        }
        memcpy(result.bytes + result.length, piece, got);
        result.length += got;
    }
    fclose(file);
    return result;
}

static void append(png_structp png, png_bytep data, size_t count) {
    buffer *output = png_get_io_ptr(png);
    if (output->length + count > output->capacity) {
        size_t capacity = output->capacity > 0 ? output->capacity : 4096;
        while (output->length + count > capacity) capacity *= 2;
        output->bytes = realloc(output->bytes, capacity);
        if (output->bytes == NULL) png_error(png, "out of memory");
        output->capacity = capacity;
    }
    memcpy(output->bytes + output->length, data, count);
    output->length += count;
}

static void flush(png_structp png) { (void)png; }

static void consume(png_structp png, png_bytep data, size_t count) {
    source *input = png_get_io_ptr(png);
    if (count > input->length - input->offset) png_error(png, "truncated");
    memcpy(data, input->bytes + input->offset, count);
    input->offset += count;
}

/// The scale in a file name's "@Nx" suffix, or 1.
static int scale_of(const char *path) {
    const char *at = strrchr(path, '@');
    if (at == NULL) return 1;
    int scale = atoi(at + 1);
    return scale > 0 ? scale : 1;
}

/// Pixel column where wedge `index` starts: round(index * points / segments) * scale.
static uint32_t border(int index, uint32_t width, int scale, int segments) {
    uint32_t points = width / (uint32_t)scale;
    return (uint32_t)((2 * (uint64_t)index * points + (uint64_t)segments) / (2 * (uint64_t)segments)) * (uint32_t)scale;
}

typedef struct {
    uint32_t width, height;
    int bit_depth, color_type, bytes_per_pixel;
    size_t row_bytes;
    uint8_t *pixels;
} sheet;

static sheet decode(const buffer *file) {
    sheet result = {0};
    source input = {file->bytes, file->length, 0};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (png == NULL || info == NULL) fail("out of memory");
    if (setjmp(png_jmpbuf(png))) fail("cannot decode a sheet");
    png_set_read_fn(png, &input, consume);
    png_read_info(png, info);
    result.width = png_get_image_width(png, info);
    result.height = png_get_image_height(png, info);
    result.bit_depth = png_get_bit_depth(png, info);
    result.color_type = png_get_color_type(png, info);
    if (result.bit_depth < 8) fail("sub-byte sheets are not supported here");
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    result.row_bytes = png_get_rowbytes(png, info);
    result.bytes_per_pixel = (int)(result.row_bytes / result.width);
    result.pixels = malloc(result.row_bytes * result.height);
    png_bytep *rows = malloc(sizeof(png_bytep) * result.height);
    if (result.pixels == NULL || rows == NULL) fail("out of memory");
    for (uint32_t y = 0; y < result.height; y++) rows[y] = result.pixels + y * result.row_bytes;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    return result;
}

static void encode(const sheet *image, uint32_t left, uint32_t width, const settings *s, buffer *output) {
    output->length = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (png == NULL || info == NULL) fail("out of memory");
    if (setjmp(png_jmpbuf(png))) fail("cannot encode a wedge");
    png_set_write_fn(png, output, append, flush);
    png_set_compression_level(png, s->level);
    png_set_compression_strategy(png, s->strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, s->filters);
    png_set_compression_buffer_size(png, 1u << 17);
    png_set_IHDR(png, info, width, image->height, image->bit_depth, image->color_type, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    const uint8_t *start = image->pixels + (size_t)left * (size_t)image->bytes_per_pixel;
    for (uint32_t y = 0; y < image->height; y++) png_write_row(png, start + y * image->row_bytes);
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
}

/// Encodes every wedge of the decoded `images`; returns the bytes written.
static size_t encode_wedges(const sheet *images, int count, int scale, const settings *s, buffer *outputs) {
    size_t total = 0;
    for (int f = 0; f < count; f++) {
        for (int i = 0; i < s->segments; i++) {
            uint32_t left = border(i, images[f].width, scale, s->segments);
            uint32_t right = border(i + 1, images[f].width, scale, s->segments);
            buffer *output = &outputs[f * s->segments + i];
            encode(&images[f], left, right - left, s, output);
            if (s->or_rle) {
                static buffer other;
                settings rle = *s;
                rle.filters = PNG_ALL_FILTERS;
                rle.strategy = 3;
                encode(&images[f], left, right - left, &rle, &other);
                if (other.length < output->length) {
                    buffer swap = *output;
                    *output = other;
                    other = swap;
                }
            }
            total += output->length;
        }
    }
    return total;
}

/// One repetition with the full API; returns the bytes written. Like WheelSlicer, it decodes
/// every sheet first and then encodes all wedges, so both keep the same memory alive.
static size_t slice_full(const buffer *files, int count, int scale, const settings *s, buffer *outputs) {
    sheet images[2];
    for (int f = 0; f < count; f++) images[f] = decode(&files[f]);
    size_t total = encode_wedges(images, count, scale, s, outputs);
    for (int f = 0; f < count; f++) free(images[f].pixels);
    return total;
}

/// One repetition with the simplified API and PNG_IMAGE_FLAG_FAST; returns the bytes written.
/// Same order as slice_full: every sheet decoded (to RGBA) first, then all wedges encoded.
static size_t slice_simplified(const buffer *files, int count, int scale, const settings *s, buffer *outputs) {
    size_t total = 0;
    png_image images[2];
    uint8_t *pixels[2];
    size_t strides[2];
    for (int f = 0; f < count; f++) {
        memset(&images[f], 0, sizeof images[f]);
        images[f].version = PNG_IMAGE_VERSION;
        if (!png_image_begin_read_from_memory(&images[f], files[f].bytes, files[f].length)) fail(images[f].message);
        images[f].format = PNG_FORMAT_RGBA;
        strides[f] = PNG_IMAGE_ROW_STRIDE(images[f]);
        pixels[f] = malloc(PNG_IMAGE_BUFFER_SIZE(images[f], strides[f]));
        if (pixels[f] == NULL) fail("out of memory");
        if (!png_image_finish_read(&images[f], NULL, pixels[f], (png_int_32)strides[f], NULL)) fail(images[f].message);
    }
    for (int f = 0; f < count; f++) {
        for (int i = 0; i < s->segments; i++) {
            uint32_t left = border(i, images[f].width, scale, s->segments);
            uint32_t right = border(i + 1, images[f].width, scale, s->segments);
            png_image wedge;
            memset(&wedge, 0, sizeof wedge);
            wedge.version = PNG_IMAGE_VERSION;
            wedge.width = right - left;
            wedge.height = images[f].height;
            wedge.format = PNG_FORMAT_RGBA;
            wedge.flags = PNG_IMAGE_FLAG_FAST;
            buffer *output = &outputs[f * s->segments + i];
            size_t needed = PNG_IMAGE_PNG_SIZE_MAX(wedge);
            if (output->capacity < needed) {
                output->bytes = realloc(output->bytes, needed);
                if (output->bytes == NULL) fail("out of memory");
                output->capacity = needed;
            }
            png_alloc_size_t size = output->capacity;
            if (!png_image_write_to_memory(&wedge, output->bytes, &size, 0, pixels[f] + (size_t)left * 4,
                                           (png_int_32)strides[f], NULL))
                fail(wedge.message);
            output->length = size;
            total += size;
        }
    }
    for (int f = 0; f < count; f++) free(pixels[f]);
    return total;
}

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    settings s = {12, 6, PNG_ALL_FILTERS, 1, 0, 0, 30, NULL};
    const char *paths[2] = {NULL, NULL};
    int count = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *value = i + 1 < argc ? argv[i + 1] : "";
        if (strcmp(a, "--segments") == 0) s.segments = atoi(value), i++;
        else if (strcmp(a, "--level") == 0) s.level = atoi(value), i++;
        else if (strcmp(a, "--repeat") == 0) s.repeat = atoi(value), i++;
        else if (strcmp(a, "--out") == 0) s.out = value, i++;
        else if (strcmp(a, "--simplified-fast") == 0) s.simplified_fast = 1;
        else if (strcmp(a, "--encode-only") == 0) s.encode_only = 1;
        else if (strcmp(a, "--or-rle") == 0) s.or_rle = 1;
        else if (strcmp(a, "--filters") == 0) {
            i++;
            if (strcmp(value, "none") == 0) s.filters = PNG_FILTER_NONE;
            else if (strcmp(value, "sub") == 0) s.filters = PNG_FILTER_SUB;
            else if (strcmp(value, "up") == 0) s.filters = PNG_FILTER_UP;
            else if (strcmp(value, "avg") == 0) s.filters = PNG_FILTER_AVG;
            else if (strcmp(value, "paeth") == 0) s.filters = PNG_FILTER_PAETH;
            else if (strcmp(value, "all") == 0) s.filters = PNG_ALL_FILTERS;
            else fail("unknown --filters");
        } else if (strcmp(a, "--strategy") == 0) {
            i++;
            if (strcmp(value, "default") == 0) s.strategy = 0;
            else if (strcmp(value, "filtered") == 0) s.strategy = 1;
            else if (strcmp(value, "huffman") == 0) s.strategy = 2;
            else if (strcmp(value, "rle") == 0) s.strategy = 3;
            else if (strcmp(value, "fixed") == 0) s.strategy = 4;
            else fail("unknown --strategy");
        } else if (count < 2) paths[count++] = a;
        else fail("too many sheets");
    }
    if (count == 0 || s.segments < 1 || s.repeat < 1) fail("usage: slice [options] SHEET [PRESSED]");
    if (s.encode_only && s.simplified_fast) fail("--encode-only times the full API only");
    buffer files[2];
    for (int f = 0; f < count; f++) files[f] = read_file(paths[f]);
    int scale = scale_of(paths[0]);
    buffer *outputs = calloc((size_t)(count * s.segments), sizeof(buffer));
    double *times = malloc(sizeof(double) * (size_t)s.repeat);
    if (outputs == NULL || times == NULL) fail("out of memory");
    size_t total = 0;
    sheet decoded[2];
    if (s.encode_only)
        for (int f = 0; f < count; f++) decoded[f] = decode(&files[f]);
    for (int r = 0; r < s.repeat; r++) {
        double start = now_ms();
        if (s.encode_only) total = encode_wedges(decoded, count, scale, &s, outputs);
        else if (s.simplified_fast) total = slice_simplified(files, count, scale, &s, outputs);
        else total = slice_full(files, count, scale, &s, outputs);
        times[r] = now_ms() - start;
    }
    if (s.out != NULL) {
        for (int f = 0; f < count; f++) {
            for (int i = 0; i < s.segments; i++) {
                char path[4096];
                snprintf(path, sizeof path, "%s/wedge-%02d%s.png", s.out, i, f == 0 ? "" : "-pressed");
                FILE *file = fopen(path, "wb");
                if (file == NULL) fail("cannot write a wedge");
                buffer *output = &outputs[f * s.segments + i];
                fwrite(output->bytes, 1, output->length, file);
                fclose(file);
            }
        }
    }
    qsort(times, (size_t)s.repeat, sizeof(double), compare);
    printf("%.3f %.3f %zu\n", times[s.repeat / 2], times[0], total);
    return 0;
}
