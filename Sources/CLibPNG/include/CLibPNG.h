#ifndef CLIBPNG_H
#define CLIBPNG_H
#include <stddef.h>
#include <stdint.h>

// The C side of WheelPNG. libpng reports errors by longjmp, which must never cross a Swift
// frame, so each function below performs one whole operation (decode a file, encode an
// image) inside its own setjmp and returns a status code plus libpng's message instead.
// Nothing here includes <png.h>: Swift sees only these plain structs and enums.

/// CRC-32 (the PNG chunk checksum) of `length` bytes continuing from `crc` (0 to start).
/// Exists so the Swift chunk lexer checks CRCs at C speed, as libpng would.
uint32_t clibpng_crc32(uint32_t crc, const uint8_t *bytes, size_t length);

/// Asks the C allocator to keep memory that is freed for the process's next allocation
/// instead of returning it to the kernel. Every encode allocates and frees libpng's and
/// zlib's working state (about 400 KB); by default glibc hands it back after each image
/// and takes page faults to get it again for the next. For a process that encodes many
/// images and then exits. Does nothing on other C libraries.
void clibpng_keep_freed_memory(void);

/// Which step of an operation failed; 0 means success.
typedef enum clibpng_status {
    CLIBPNG_OK = 0,
    /// libpng could not be set up (out of memory).
    CLIBPNG_FAILED_SETUP = 1,
    /// Reading the chunks before the image data (IHDR, PLTE, tRNS, colour chunks).
    CLIBPNG_FAILED_INFO = 2,
    /// Inflating and unfiltering the image rows (IDAT).
    CLIBPNG_FAILED_ROWS = 3,
    /// Reading the chunks after the image data up to IEND.
    CLIBPNG_FAILED_END = 4,
    /// The caller's buffer or header does not match what libpng reports.
    CLIBPNG_FAILED_MISMATCH = 5,
    /// Writing: libpng refused the image or its metadata, or output could not grow.
    CLIBPNG_FAILED_WRITE = 6,
} clibpng_status;

/// libpng's message for a failed operation, copied so it outlives libpng's structures.
typedef struct clibpng_failure {
    char message[256];
} clibpng_failure;

/// IHDR fields with PNG's own numbering (colour type 0, 2, 3, 4, 6; interlace 0 or 1).
typedef struct clibpng_header {
    uint32_t width;
    uint32_t height;
    int32_t bit_depth;
    int32_t color_type;
    int32_t interlace;
} clibpng_header;

/// Where a chunk carried byte for byte sits in the file: libpng's own location bits.
typedef enum clibpng_location {
    /// After IHDR, before PLTE.
    CLIBPNG_LOCATION_BEFORE_PALETTE = 0x01,
    /// After PLTE (if any), before the first IDAT.
    CLIBPNG_LOCATION_BEFORE_IMAGE_DATA = 0x02,
    /// After the last IDAT, before IEND.
    CLIBPNG_LOCATION_AFTER_IMAGE_DATA = 0x08,
} clibpng_location;

/// An ancillary chunk libpng kept without parsing it (text, Exif, time, unknown chunks...),
/// so that it can be written back with exactly its bytes.
typedef struct clibpng_chunk {
    /// The four letters and a terminating zero.
    char name[5];
    clibpng_location location;
    /// Decode: allocated by C, released by clibpng_metadata_release. Encode: borrowed.
    uint8_t *data;
    size_t length;
} clibpng_chunk;

/// The chunks slicing must copy, as libpng parsed them (decode) or as they will be written
/// (encode). A `has_` flag of 0 means the chunk is absent.
typedef struct clibpng_metadata {
    uint32_t palette_count;
    uint8_t palette[256 * 3];
    /// tRNS for palette images: alpha of the first `palette_alpha_count` entries.
    uint32_t palette_alpha_count;
    uint8_t palette_alpha[256];
    /// tRNS for gray and RGB images: the one fully transparent sample value.
    int32_t has_transparent_color;
    uint16_t transparent_gray;
    uint16_t transparent_red;
    uint16_t transparent_green;
    uint16_t transparent_blue;
    int32_t has_gamma;
    uint32_t gamma;
    int32_t has_chromaticities;
    /// white x, white y, red x, red y, green x, green y, blue x, blue y; each × 100 000.
    uint32_t chromaticities[8];
    int32_t has_srgb;
    int32_t srgb_intent;
    int32_t has_icc_profile;
    char icc_name[80];
    /// Decode: allocated by C, released by clibpng_metadata_release. Encode: borrowed.
    uint8_t *icc_profile;
    uint32_t icc_profile_length;
    int32_t has_significant_bits;
    /// red, green, blue, gray, alpha.
    uint8_t significant_bits[5];
    int32_t has_physical_dimensions;
    uint32_t pixels_per_unit_x;
    uint32_t pixels_per_unit_y;
    int32_t physical_unit;
    /// Other ancillary chunks, carried byte for byte, in file order.
    /// Decode: an array allocated by C. Encode: borrowed.
    clibpng_chunk *chunks;
    uint32_t chunk_count;
    /// Decode of a palette image in its own format: the largest index in its pixels, which
    /// may be past the palette's end (libpng 1.6.39's own check misses an index equal to
    /// the palette size). -1 otherwise.
    int32_t largest_palette_index;
} clibpng_metadata;

/// Frees what clibpng_decode allocated inside `metadata` (the ICC profile, the carried
/// chunks); safe to call on a zeroed or already released struct.
void clibpng_metadata_release(clibpng_metadata *metadata);

/// One warning libpng gave while reading: the chunk it was reading and its message.
typedef struct clibpng_warning {
    /// The chunk type as a big-endian 32-bit value (0 before the first chunk).
    uint32_t chunk;
    char message[200];
} clibpng_warning;

/// The warnings of one decode; past the first 16, only `total` grows.
typedef struct clibpng_warnings {
    clibpng_warning items[16];
    uint32_t count;
    uint32_t total;
} clibpng_warnings;

/// The two pixel layouts a decode can produce.
typedef enum clibpng_output_format {
    /// The file's own colour type and bit depth, deinterlaced, bytes as in the file.
    CLIBPNG_OUTPUT_NATIVE = 0,
    /// 8-bit RGBA, straight alpha: palette and gray expanded, tRNS applied, 16-bit scaled.
    CLIBPNG_OUTPUT_RGBA8 = 1,
} clibpng_output_format;

/// Limits and switches for one decode.
typedef struct clibpng_decode_options {
    uint32_t max_width;
    uint32_t max_height;
    /// libpng's chunk_malloc_max: largest decompressed ancillary chunk (iCCP, zTXt).
    size_t max_chunk_bytes;
    /// libpng's chunk_cache_max: most ancillary chunks kept.
    uint32_t max_ancillary_chunks;
    clibpng_output_format output;
    /// The caller already verified every critical chunk's CRC, so libpng need not.
    int32_t critical_crcs_verified;
    /// The stream was rebuilt from an Apple CgBI file: its zlib trailer is a placeholder,
    /// channels are BGR(A) and alpha is premultiplied.
    int32_t cgbi;
} clibpng_decode_options;

/// Decodes a whole PNG held in memory into `pixels`, `row_stride` bytes per row.
///
/// As liberal as libpng's defaults: benign damage is read with a warning in `warnings`
/// (bytes after the end of the zlib stream, an ancillary chunk libpng ignores); damaged
/// pixel data (a zlib error, a bad Adler-32, too little data) fails.
///
/// The caller sizes `pixels` from the IHDR it already checked against its limits; libpng
/// must then agree on the row size (else CLIBPNG_FAILED_MISMATCH). `metadata` may be NULL;
/// otherwise release it with clibpng_metadata_release whatever the result.
clibpng_status clibpng_decode(const uint8_t *bytes, size_t length,
                              const clibpng_decode_options *options, uint8_t *pixels,
                              size_t row_stride, size_t pixels_length, clibpng_header *header,
                              clibpng_metadata *metadata, clibpng_warnings *warnings,
                              clibpng_failure *failure);

/// Whether `message`, a warning libpng gave about IDAT, is one of its benign complaints about
/// the end of the image data that leave every pixel read and checked: bytes after the zlib
/// stream, more data than the rows need, more IDAT chunks after the stream ended. 1 if so.
int clibpng_is_trailing_image_data(const char *message);

/// Whether libpng's own handler keeps an ancillary chunk of `type` (tEXt, zTXt, iTXt, tIME or
/// eXIf) holding `data`: 1 if it does; 0 if it ignores it, with libpng's words for why in
/// `reason` ("zTXt: unknown compression type"). Compressed text is expanded within
/// `max_chunk_bytes`, as the decoder's limit.
int clibpng_keeps_chunk(const char type[4], const uint8_t *data, size_t length,
                        size_t max_chunk_bytes, clibpng_failure *reason);

/// How the zlib stream `data` (compressed text or an ICC profile) inflates against `limit`
/// bytes: 1 when it inflates to more than `limit`, 0 when it ends within them, -1 when it is
/// cut short or damaged. Tells a chunk libpng drops as "truncated" for the decoder's limit
/// from one whose stream really is.
int clibpng_inflates_past(const uint8_t *data, size_t length, size_t limit);

/// Row filters the encoder may choose from, per row (a bit set).
typedef enum clibpng_filter {
    CLIBPNG_FILTER_NONE = 1 << 0,
    CLIBPNG_FILTER_SUB = 1 << 1,
    CLIBPNG_FILTER_UP = 1 << 2,
    CLIBPNG_FILTER_AVERAGE = 1 << 3,
    CLIBPNG_FILTER_PAETH = 1 << 4,
} clibpng_filter;

/// zlib's deflate strategies.
typedef enum clibpng_strategy {
    CLIBPNG_STRATEGY_DEFAULT = 0,
    CLIBPNG_STRATEGY_FILTERED = 1,
    CLIBPNG_STRATEGY_HUFFMAN_ONLY = 2,
    CLIBPNG_STRATEGY_RLE = 3,
    CLIBPNG_STRATEGY_FIXED = 4,
} clibpng_strategy;

/// Compression settings for one encode.
typedef struct clibpng_encode_options {
    int32_t level;
    int32_t filters;
    clibpng_strategy strategy;
    /// Nonzero: the rows are 4 bytes a pixel and libpng drops every fourth byte (the alpha of
    /// opaque RGBA input written as colour type RGB).
    int32_t strip_filler;
} clibpng_encode_options;

/// Encoded bytes, grown by C while libpng writes; release with clibpng_output_release.
typedef struct clibpng_output {
    uint8_t *bytes;
    size_t length;
    size_t capacity;
} clibpng_output;

/// Frees the bytes of `output`; safe to call on a zeroed or already released struct.
void clibpng_output_release(clibpng_output *output);

/// Encodes `header.height` rows of `pixels` (each `row_stride` bytes apart, laid out in the
/// header's colour type and bit depth, 16-bit samples big-endian) as a non-interlaced PNG
/// with the chunks of `metadata` (may be NULL). Release `output` whatever the result.
///
/// What the decoder accepts, this writes: libpng's write-side checks that its read side
/// only warns about are off (the known-incorrect sRGB profile check, palette indices past
/// the palette), and a tRNS value beyond the bit depth is written with its exact bytes.
clibpng_status clibpng_encode(const clibpng_header *header, const uint8_t *pixels,
                              size_t row_stride, const clibpng_metadata *metadata,
                              const clibpng_encode_options *options, clibpng_output *output,
                              clibpng_failure *failure);

#endif
