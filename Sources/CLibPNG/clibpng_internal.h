#ifndef CLIBPNG_INTERNAL_H
#define CLIBPNG_INTERNAL_H
#include "CLibPNG.h"
#include <png.h>

// Shared by the read and write operations: libpng's error and warning callbacks.

/// What libpng's callbacks write to during one operation.
typedef struct clibpng_session {
    clibpng_failure *failure;
    /// The last warning, kept because a later "chunk rejected" error is clearer with it.
    char last_warning[256];
    /// Set once rows are being read: from then on a warning about IDAT is kept here.
    int watch_image_data;
    /// libpng only warns about a damaged end of the image data (a bad Adler-32, a zlib
    /// error after the last row); the decoder turns such a warning into an error once
    /// reading is done. Bytes after the end of the zlib stream are not damage: they stay
    /// warnings, as in libpng's defaults and browsers.
    char image_data_warning[256];
    /// Where every warning of a decode goes; NULL when nobody asked.
    clibpng_warnings *warnings;
} clibpng_session;

/// The file bytes libpng reads from through png_set_read_fn.
typedef struct clibpng_source {
    const uint8_t *bytes;
    size_t length;
    size_t position;
} clibpng_source;

/// png_set_read_fn's callback for a `clibpng_source`: an error past its end.
void clibpng_read_source(png_structp png, png_bytep destination, size_t count);

/// Copies at most `capacity - 1` bytes of `message` and terminates the copy.
void clibpng_copy_message(char *destination, size_t capacity, const char *message);

/// Records "out of memory" for a libpng structure that could not be created.
clibpng_status clibpng_out_of_memory(clibpng_failure *failure);

/// libpng error callback: records the message and longjmps back to the operation's setjmp.
void clibpng_on_error(png_structp png, png_const_charp message);

/// libpng warning callback: records the message instead of printing to stderr.
void clibpng_on_warning(png_structp png, png_const_charp message);

#endif
